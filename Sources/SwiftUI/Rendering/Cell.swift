/// One character cell of the canvas, 8×16 points: what it shows and in which colours.
struct Cell {
    enum Glyph: UInt8 {
        /// Nothing drawn: a space, or a solid block when the cell has a background.
        case empty
        /// Some of the cell's four 4×8-point quadrants, in `bits`.
        case quadrants
        /// Some of the cell's eight 4×4-point braille dots, in `bits`.
        case braille
        /// A text or box-drawing character.
        case character
        /// The right half of the wide character in the cell to the left: output skips it.
        case wideTail
    }

    var glyph = Glyph.empty
    /// Quadrants (`QuadrantBits`) or braille dots (`BrailleBits`), by `glyph`.
    var bits: UInt8 = 0
    var character: Character = " "
    var foreground: CanvasColor?
    /// Set when a fill covers the whole cell: text drawn on it keeps the fill's colour behind it.
    var background: CanvasColor?
    /// Set when the background is a tint (a shadow, the faint edge of a blur) that plain text
    /// does not show: it is no shape of its own.
    var backgroundIsTint = false
    var textStyle = CellTextStyle()
    /// Set for a character of text, a space between its words and a wide character's right half
    /// included. Lines (strokes, borders) never draw over it: text that a border would cross
    /// stays readable, with the spaces between its words ("Powdered Sugar", not "Powdered─Sugar").
    var isText = false
    /// Drawn in reverse video: the control that has the focus in a live preview.
    var isHighlighted = false

    /// What the cell shows without colours (a space for a wide character's right half, which
    /// the character itself covers and output skips). A cell that a fill covers completely is a solid
    /// block, also where a partial fill of another colour lies on it: plain text shows coverage.
    var plainCharacter: Character {
        switch glyph {
        case .empty: showsSolidBackground ? "█" : " "
        case .quadrants: showsSolidBackground ? "█" : QuadrantBits.character(bits)
        case .braille: BrailleBits.character(bits)
        case .character: character
        case .wideTail: " "
        }
    }

    /// Whether a fill covers the cell (rather than a tint or nothing).
    var showsSolidBackground: Bool { background != nil && !backgroundIsTint }

    /// What the cell shows with colours: a covered cell is a space on its background colour.
    var colorCharacter: Character {
        switch glyph {
        case .empty: " "
        case .quadrants: QuadrantBits.character(bits)
        case .braille: BrailleBits.character(bits)
        case .character: character
        case .wideTail: " "
        }
    }
}

/// A cell's 2×2 quadrants, each 4×8 points: bit 0 upper left, 1 upper right, 2 lower left,
/// 3 lower right.
enum QuadrantBits {
    static let all: UInt8 = 0b1111
    static let upperHalf: UInt8 = 0b0011
    static let lowerHalf: UInt8 = 0b1100

    /// The bit of the quadrant in column `x` (0 or 1) and row `y` (0 or 1) of a cell.
    static func bit(x: Int, y: Int) -> UInt8 { 1 << UInt8(y * 2 + x) }

    private static let characters: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    static func character(_ bits: UInt8) -> Character { characters[Int(bits & all)] }
}

/// A cell's 2×4 braille dots, each 4×4 points, numbered as Unicode's braille patterns are:
/// the left column is bits 0, 1, 2 and 6 from the top, the right column bits 3, 4, 5 and 7.
enum BrailleBits {
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The bit of the dot in column `x` (0 or 1) and row `y` (0 to 3) of a cell.
    static func bit(x: Int, y: Int) -> UInt8 { bits[x][y] }

    static func character(_ bits: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
    }
}

/// How a character of text is drawn in its cell, beyond its colour.
struct CellTextStyle: Equatable {
    var isBold = false
    var isItalic = false
    var isUnderlined = false
    var isStrikethrough = false

    init() {}

    init(_ text: TextDrawing) {
        isBold = text.isBold
        isItalic = text.isItalic
        isUnderlined = text.isUnderlined
        isStrikethrough = text.isStrikethrough
    }
}
