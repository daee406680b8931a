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

    /// Every character of every run, newlines included.
    let characters: [Character]
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
        var characters: [Character] = []
        var offsets = [0]
        var breakClasses: [BreakClass] = []
        var hardLines: [Range<Int>] = []
        var runStarts: [Int] = []
        var hardLineStart = 0
        var cell = 0
        // Whether the last hyphen follows a letter, to recognise a hyphen between letters.
        var hyphenFollowsLetter = false
        for run in text.runs {
            runStarts.append(characters.count)
            for character in run.string {
                let index = characters.count
                let width = character.terminalCellWidth
                var breakClass = BreakClass.word
                if character.isNewline {
                    hardLines.append(hardLineStart..<index)
                    hardLineStart = index + 1
                    breakClass = .space
                } else if character.isBreakingSpace {
                    breakClass = .space
                } else if index > hardLineStart, breakClasses[index - 1] != .space {
                    let previous = characters[index - 1]
                    let previousIsWide = offsets[index] - offsets[index - 1] == 2
                    if width == 2 || previousIsWide || (previous == "-" && hyphenFollowsLetter && character.isLetter) {
                        breakClass = .breakBefore
                    }
                }
                if character == "-" { hyphenFollowsLetter = characters.last?.isLetter ?? false }
                characters.append(character)
                breakClasses.append(breakClass)
                cell += width
                offsets.append(cell)
            }
        }
        hardLines.append(hardLineStart..<characters.count)
        self.characters = characters
        self.offsets = offsets
        self.breakClasses = breakClasses
        self.hardLines = hardLines
        self.runStarts = runStarts
        runStyles = text.runs.map(\.style)
    }

    /// The width of `range` in cells.
    func width(_ range: Range<Int>) -> Int {
        offsets[range.upperBound] - offsets[range.lowerBound]
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
        run + 1 < runStarts.count ? runStarts[run + 1] : characters.count
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
