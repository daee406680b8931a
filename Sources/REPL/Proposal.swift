import Lessons

/// The size proposed to the learner's views. One rule for everything that lays a view out:
/// `:run`, typed code, `:explain`, `:tree`, the interaction commands and redraws (`:scheme`,
/// `:rtl`). Entering a step proposes the step's size; `:size WxH` proposes another, and
/// `:size terminal` follows the terminal's width, read again before each input, so a resized
/// terminal lays the next view out at its new width.
enum Proposal: Equatable, Sendable {
    /// A width and a height in points: a step's size, or one the learner gave.
    case size(ProposalSize)
    /// The terminal's width, and no height: the view takes its ideal height.
    case terminalWidth

    /// The width and height in points on a terminal `columns` wide (a column is 8 points).
    func dimensions(columns: Int) -> (width: Double, height: Double?) {
        switch self {
        case .size(let size): (size.width, size.height)
        case .terminalWidth: (Double(columns * 8), nil)
        }
    }

    /// The proposal as the layout trace writes proposals: `480×160`, `400×nil`.
    func label(columns: Int) -> String {
        let (width, height) = dimensions(columns: columns)
        return Self.points(width) + "×" + (height.map(Self.points) ?? "nil")
    }

    /// What `:size` alone says: the proposal, and how to change it.
    func summary(columns: Int) -> String {
        switch self {
        case .size(let size):
            "Views are proposed \(label(columns: columns)) points (\(Self.cells(size.width, 8))×\(Self.cells(size.height, 16)) cells). "
                + ":size terminal follows the terminal's width."
        case .terminalWidth:
            "Views are proposed the terminal's width and no height: \(label(columns: columns)) "
                + "(\(columns) columns). :size WxH proposes a size."
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
