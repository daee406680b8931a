#if canImport(Glibc)
import Glibc
#endif

/// What the terminal that output goes to can show: whether it is a terminal, how wide it is and
/// how many colours it has. One rule, shared by `preview(_:)` in learner programs and the REPL.
///
/// - Colours are used only on a terminal, never when `NO_COLOR` is set to a non-empty value
///   (see no-color.org) or when `TERM` is `dumb`.
/// - Depth: `COLORTERM` of `truecolor` or `24bit` gives 24-bit colour, a `TERM` containing
///   `256color` the 256-colour palette, any other terminal the 16 standard colours.
/// - Width: the terminal's own, else a positive `COLUMNS`, else 80 columns.
/// - Height: the terminal's own, else a positive `LINES`, else 24 rows.
public struct TerminalTraits: Equatable, Sendable {
    /// Whether the output is a terminal (not a pipe or a file).
    public var isTerminal: Bool
    /// How many colours pictures are drawn with.
    public var colors: ColorDepth
    /// The width in columns.
    public var columns: Int
    /// The height in rows.
    public var rows: Int

    /// Decides the traits of an output: a pure function of the environment, for tests.
    /// - Parameters:
    ///   - environment: the process environment (`NO_COLOR`, `TERM`, `COLORTERM`, `COLUMNS`).
    ///   - isTerminal: whether the output is a terminal (`isatty`).
    ///   - columns: the terminal's width as it reports it, or `nil` when it does not.
    ///   - rows: the terminal's height as it reports it, or `nil` when it does not.
    public init(environment: [String: String], isTerminal: Bool, columns: Int?, rows: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = Self.dimension(reported: columns, variable: environment["COLUMNS"], default: Self.defaultColumns)
        self.rows = Self.dimension(reported: rows, variable: environment["LINES"], default: Self.defaultRows)
        let term = environment["TERM"] ?? ""
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        guard isTerminal, !noColor, term != "dumb" else {
            colors = .none
            return
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            colors = .trueColor
        } else if term.contains("256color") {
            colors = .ansi256
        } else {
            colors = .ansi16
        }
    }

    /// The size of a terminal that reports none, as terminals start: 80 columns by 24 rows.
    public static let defaultColumns = 80
    /// The height of a terminal that reports none.
    public static let defaultRows = 24

    private static func dimension(reported: Int?, variable: String?, default fallback: Int) -> Int {
        if let reported, reported > 0 { return reported }
        if let value = variable.flatMap(Int.init), value > 0 { return value }
        return fallback
    }

    /// The traits of the output on `descriptor`, in `environment`.
    public static func of(descriptor: Int32, environment: [String: String]) -> TerminalTraits {
        let size = reportedSize(of: descriptor)
        return TerminalTraits(
            environment: environment, isTerminal: isatty(descriptor) == 1, columns: size?.columns, rows: size?.rows)
    }

    /// The size the terminal on `descriptor` reports, or `nil` when it is not a terminal or reports none.
    private static func reportedSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
