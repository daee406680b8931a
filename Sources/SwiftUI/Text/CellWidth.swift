extension Character {
    /// How many terminal cells the character takes: 1 for most characters, 2 for East Asian wide
    /// and fullwidth characters and for emoji shown as emoji, 0 for combining marks, format and
    /// control characters (a tab counts as one cell).
    ///
    /// This is the terminal font model (see docs/deviations.md): a cell is 8×16 points, so text
    /// layout measures in cells and the renderer draws the same widths.
    var terminalCellWidth: Int {
        if let ascii = asciiValue { return Self.terminalCellWidth(ascii: ascii) }
        let scalars = unicodeScalars
        let first = scalars.first!
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if first.properties.isEmojiPresentation { return 2 }
        // U+FE0F asks for emoji presentation of a character that is text by default, such as ❤️.
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        return Self.isEastAsianWide(first.value) ? 2 : 1
    }

    /// The width of an ASCII character: printable characters and tab take one cell, controls none.
    static func terminalCellWidth(ascii: UInt8) -> Int {
        (ascii >= 0x20 && ascii != 0x7F) || ascii == 0x09 ? 1 : 0
    }

    /// Whether `scalar` is East_Asian_Width W or F (emoji aside, which the caller checks).
    private static func isEastAsianWide(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x1100 else { return false }
        var low = 0
        var high = eastAsianWideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = eastAsianWideRanges[middle]
            if scalar < range.lowerBound {
                high = middle - 1
            } else if scalar > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The blocks of East_Asian_Width W and F characters (Unicode 15), sorted.
    private static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x2329...0x232A,   // angle brackets
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,   // CJK extension A
        0x4E00...0x9FFF,   // CJK unified ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo extended A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x17000...0x18CFF, // Tangut, Khitan
        0x1AFF0...0x1B2FF, // Kana extended and supplement, Nushu
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK extensions B to F
        0x30000...0x3FFFD, // CJK extension G and beyond
    ]
}
