import Lessons
import TerminalSupport

/// The size proposed to the learner's views. One rule for everything that lays a view out:
/// `:run`, typed code, `:explain`, `:tree`, the interaction commands and redraws (`:scheme`,
/// `:rtl`). Entering a step proposes the step's size; `:size WxH` proposes another, and
/// `:size terminal` follows the terminal's size, read again before each input, so a resized
/// terminal lays the next view out at its new size. A step's proposal has a height, as an app's
/// root view is proposed its screen: a `Color` or a `GeometryReader` at the root fills it. The
/// learner may propose what a parent can: zero, `nil` (the view's ideal size) or `∞` in either
/// dimension (`:size nilx160`), as chapter 4 teaches.
enum Proposal: Equatable, Sendable {
    /// A width and a height in points, each `nil` where unspecified: a step's size, or one the
    /// learner gave.
    case size(width: Double?, height: Double?)
    /// The terminal's size: its columns of 8 points by its rows of 16.
    case terminal

    /// A step's size.
    static func size(_ size: ProposalSize) -> Proposal {
        .size(width: size.width, height: size.height)
    }

    /// Reads `:size`'s argument: `320x160`, `0x160`, `nilxnil`, `∞x64` (`inf` too); an `×`
    /// works as well as an `x`.
    init?(parsing text: String) {
        let text = text.lowercased().replacingOccurrences(of: "×", with: "x")
            .replacingOccurrences(of: "infinity", with: "∞").replacingOccurrences(of: "inf", with: "∞")
        // A dimension: `nil` (unspecified), `∞`, or a number of points, zero or more.
        func dimension(_ part: Substring) -> Double?? {
            switch part.trimmingCharacters(in: .whitespaces) {
            case "nil": .some(nil)
            case "∞": .some(.infinity)
            case let number: Double(number).flatMap { $0 >= 0 && $0.isFinite ? .some($0) : nil }
            }
        }
        let separators = text.indices.filter { text[$0] == "x" }
        guard separators.count == 1, let separator = separators.first,
              let width = dimension(text[..<separator]), let height = dimension(text[text.index(after: separator)...])
        else { return nil }
        self = .size(width: width, height: height)
    }

    /// The width and height in points on a terminal of `columns` and `rows`.
    func dimensions(columns: Int, rows: Int) -> (width: Double?, height: Double?) {
        switch self {
        case .size(let width, let height): (width, height)
        case .terminal: (TerminalCell.width(ofColumns: columns), TerminalCell.height(ofRows: rows))
        }
    }

    /// The proposal as the layout trace writes proposals: `480×160`, `nil×160`, `∞×64`.
    func label(columns: Int, rows: Int) -> String {
        let (width, height) = dimensions(columns: columns, rows: rows)
        return Self.points(width) + "×" + Self.points(height)
    }

    /// What `:size` alone says: the proposal, and how to change it.
    func summary(columns: Int, rows: Int) -> String {
        switch self {
        case .size(let width, let height):
            let cells = width.map { Self.cells($0, 8) } ?? "nil"
            return "Views are proposed \(label(columns: columns, rows: rows)) points "
                + "(\(cells)×\(height.map { Self.cells($0, 16) } ?? "nil") cells). "
                + ":size terminal follows the terminal's size."
        case .terminal:
            return "Views are proposed the terminal's size: \(label(columns: columns, rows: rows)) "
                + "(\(columns)×\(rows) cells). :size WxH proposes a size."
        }
    }

    /// `480`, `40.5`, `∞`, `nil`: whole numbers without a decimal point, where `Int` holds them.
    private static func points(_ value: Double?) -> String {
        guard let value else { return "nil" }
        if value == .infinity { return "∞" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func cells(_ points: Double, _ cell: Double) -> String {
        Self.points((points / cell * 100).rounded() / 100)
    }
}
