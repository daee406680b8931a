import Lessons

/// The size proposed to the learner's views. One rule for everything that lays a view out:
/// `:run`, typed code, `:explain`, `:tree`, the interaction commands and redraws (`:scheme`,
/// `:rtl`). Entering a step proposes the step's size; `:size WxH` proposes another, and
/// `:size terminal` follows the terminal's size, read again before each input, so a resized
/// terminal lays the next view out at its new size. Every proposal has a height, as an app's
/// root view is proposed its screen: a `Color` or a `GeometryReader` at the root fills it.
enum Proposal: Equatable, Sendable {
    /// A width and a height in points: a step's size, or one the learner gave.
    case size(ProposalSize)
    /// The terminal's size: its columns of 8 points by its rows of 16.
    case terminal

    /// The width and height in points on a terminal of `columns` and `rows`.
    func dimensions(columns: Int, rows: Int) -> (width: Double, height: Double) {
        switch self {
        case .size(let size): (size.width, size.height)
        case .terminal: (Double(columns * 8), Double(rows * 16))
        }
    }

    /// The proposal as the layout trace writes proposals: `480×160`.
    func label(columns: Int, rows: Int) -> String {
        let (width, height) = dimensions(columns: columns, rows: rows)
        return Self.points(width) + "×" + Self.points(height)
    }

    /// What `:size` alone says: the proposal, and how to change it.
    func summary(columns: Int, rows: Int) -> String {
        switch self {
        case .size(let size):
            "Views are proposed \(label(columns: columns, rows: rows)) points (\(Self.cells(size.width, 8))×\(Self.cells(size.height, 16)) cells). "
                + ":size terminal follows the terminal's size."
        case .terminal:
            "Views are proposed the terminal's size: \(label(columns: columns, rows: rows)) "
                + "(\(columns)×\(rows) cells). :size WxH proposes a size."
        }
    }

    /// `480`, `40.5`, `1e+20`: whole numbers without a decimal point, where `Int` holds them.
    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func cells(_ points: Double, _ cell: Double) -> String {
        Self.points((points / cell * 100).rounded() / 100)
    }
}
