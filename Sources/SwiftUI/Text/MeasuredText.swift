/// A text's characters, measured once when its node is made, so that laying it out for each
/// proposal only adds up cells.
struct MeasuredText {
    /// How a character takes part in line breaking.
    enum BreakClass: UInt8 {
        /// Part of a word.
        case word
        /// A space: a line may break after it, and it vanishes at the break.
        case space
        /// A character a line may start with although no space precedes it: after a hyphen
        /// between letters, and around East Asian characters and emoji.
        case breakBefore
    }

    /// The UTF-8 bytes of each run; characters are numbered across all runs, newlines included.
    let runBytes: [[UInt8]]
    /// Where each character starts in its run's bytes, to copy pieces of lines without re-scanning.
    let characterStarts: [Int]
    /// The cell at which each character starts, and the total width as the last element, so
    /// that the width of any range is one subtraction.
    let offsets: [Int]
    let breakClasses: [BreakClass]
    /// The lines between newlines, as ranges of character indices (newlines excluded).
    let hardLines: [Range<Int>]
    /// The index of each run's first character, in run order.
    let runStarts: [Int]
    /// The runs' styles, unresolved.
    let runStyles: [TextRunStyle]

    init(_ text: Text) {
        let runBytes = text.runs.map { Array($0.string.utf8) }
        // A character has at least one byte, so the byte count bounds the arrays.
        var measurer = Measurer(capacity: runBytes.reduce(0) { $0 + $1.count })
        var runStarts: [Int] = []
        for (run, bytes) in zip(text.runs, runBytes) {
            runStarts.append(measurer.characterStarts.count)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                measurer.addASCII(bytes)
            } else {
                measurer.add(run.string)
            }
        }
        measurer.hardLines.append(measurer.hardLineStart..<measurer.characterStarts.count)
        self.runBytes = runBytes
        characterStarts = measurer.characterStarts
        offsets = measurer.offsets
        breakClasses = measurer.breakClasses
        hardLines = measurer.hardLines
        self.runStarts = runStarts
        runStyles = text.runs.map(\.style)
    }

    /// The number of characters.
    var count: Int { characterStarts.count }

    /// The width of `range` in cells.
    func width(_ range: Range<Int>) -> Int {
        offsets[range.upperBound] - offsets[range.lowerBound]
    }

    /// The characters of `range`, which lies within run `run`.
    func string(_ range: Range<Int>, inRun run: Int) -> String {
        let bytes = runBytes[run]
        let end = range.upperBound < runEnd(run) ? characterStarts[range.upperBound] : bytes.count
        return String(decoding: bytes[characterStarts[range.lowerBound]..<end], as: UTF8.self)
    }

    /// The whole text.
    var string: String {
        runBytes.map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    /// The end of the longest start of `range` that is at most `width` cells wide.
    func prefixEnd(of range: Range<Int>, fitting width: Int) -> Int {
        let limit = offsets[range.lowerBound] + width
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= limit { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The start of the longest end of `range` that is at most `width` cells wide.
    func suffixStart(of range: Range<Int>, fitting width: Int) -> Int {
        let limit = offsets[range.upperBound] - width
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] >= limit { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The run that character `index` belongs to.
    func run(at index: Int) -> Int {
        var run = 0
        while run + 1 < runStarts.count, runStarts[run + 1] <= index { run += 1 }
        return run
    }

    /// Where the run `run` ends.
    func runEnd(_ run: Int) -> Int {
        run + 1 < runStarts.count ? runStarts[run + 1] : count
    }
}

/// Measures characters one after another, across runs.
private struct Measurer {
    var characterStarts: [Int] = []
    var offsets = [0]
    var breakClasses: [MeasuredText.BreakClass] = []
    var hardLines: [Range<Int>] = []
    var hardLineStart = 0
    private var previous: (width: Int, breakClass: MeasuredText.BreakClass, isLetter: Bool, isHyphen: Bool)?
    /// Whether the last hyphen follows a letter, to recognise a hyphen between letters.
    private var hyphenFollowsLetter = false

    init(capacity: Int) {
        characterStarts.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity + 1)
        breakClasses.reserveCapacity(capacity)
    }

    /// Measures an ASCII run byte by byte: the common case, without Unicode property lookups.
    mutating func addASCII(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            index += 1
            // "\r\n" is one character.
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            add(
                start: start, width: Character.terminalCellWidth(ascii: byte),
                isNewline: (0x0A...0x0D).contains(byte), isSpace: byte == 0x20 || byte == 0x09,
                isLetter: isLetter, isHyphen: byte == 0x2D
            )
        }
    }

    /// Measures a run with other characters, character by character.
    mutating func add(_ string: String) {
        var start = 0
        for character in string {
            let isNewline = character.isNewline
            add(
                start: start, width: character.terminalCellWidth,
                isNewline: isNewline, isSpace: !isNewline && character.isBreakingSpace,
                isLetter: character.isLetter, isHyphen: character == "-"
            )
            start += character.utf8.count
        }
    }

    private mutating func add(start: Int, width: Int, isNewline: Bool, isSpace: Bool, isLetter: Bool, isHyphen: Bool) {
        let index = characterStarts.count
        characterStarts.append(start)
        var breakClass = MeasuredText.BreakClass.word
        if isNewline {
            hardLines.append(hardLineStart..<index)
            hardLineStart = index + 1
            breakClass = .space
        } else if isSpace {
            breakClass = .space
        } else if index > hardLineStart, let previous, previous.breakClass != .space {
            let followsHyphen = previous.isHyphen && hyphenFollowsLetter && isLetter
            if width == 2 || previous.width == 2 || followsHyphen { breakClass = .breakBefore }
        }
        if isHyphen { hyphenFollowsLetter = previous?.isLetter ?? false }
        previous = (width, breakClass, isLetter, isHyphen)
        breakClasses.append(breakClass)
        offsets.append(offsets[index] + width)
    }
}

extension Character {
    /// A space that a line may break at; no-break spaces are not.
    var isBreakingSpace: Bool {
        if self == " " || self == "\t" { return true }
        guard asciiValue == nil, isWhitespace, !isNewline else { return false }
        return self != "\u{00A0}" && self != "\u{2007}" && self != "\u{202F}"
    }
}
