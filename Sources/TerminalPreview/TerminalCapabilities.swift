import Foundation
import SwiftUI
import TerminalSupport

/// What the terminal that output goes to can show, in the runtime's terms: how wide it is and
/// which `ColorDepth` to render with. The decision is `TerminalTraits`' (see there for the rule).
public struct TerminalCapabilities: Equatable, Sendable {
    /// The colours that output uses; `.none` for plain text.
    public var colorDepth: ColorDepth
    /// How many columns wide the terminal is.
    public var columns: Int
    /// How many rows high the terminal is.
    public var rows: Int
    /// Whether the terminal's background is dark or light, as `learn run` found it (or as
    /// `LEARN_TERMINAL_BACKGROUND` says); dark when nobody said.
    package var palette: TerminalBackground

    /// The width in points that views are laid out in: a column is 8 points.
    public var width: CGFloat { CGFloat(columns) * TerminalHost.cellSize.width }

    /// The height in points that views are laid out in: a row is 16 points.
    public var height: CGFloat { CGFloat(rows) * TerminalHost.cellSize.height }

    /// Decides the capabilities of an output.
    /// - Parameters:
    ///   - environment: the process environment (`NO_COLOR`, `TERM`, `COLORTERM`, `COLUMNS`).
    ///   - isTerminal: whether the output is a terminal (`isatty`).
    ///   - columns: the terminal's width as it reports it, or `nil` when it does not.
    ///   - rows: the terminal's height as it reports it, or `nil` when it does not.
    public init(environment: [String: String], isTerminal: Bool, columns: Int?, rows: Int? = nil) {
        self.init(
            TerminalTraits(environment: environment, isTerminal: isTerminal, columns: columns, rows: rows), environment: environment)
    }

    init(_ traits: TerminalTraits, environment: [String: String]) {
        columns = traits.columns
        rows = traits.rows
        palette = Self.palette(in: environment)
        colorDepth = traits.colors
    }

    /// The terminal background a program's environment tells it (`learn run` and the grader
    /// tell the programs they start, which cannot ask the terminal themselves); dark when it
    /// tells none.
    package static func palette(in environment: [String: String]) -> TerminalBackground {
        TerminalBackground.told(in: environment) == .light ? .light : .dark
    }

    /// The capabilities of this process's standard output.
    public static var standardOutput: TerminalCapabilities {
        let environment = ProcessInfo.processInfo.environment
        return TerminalCapabilities(TerminalTraits.of(descriptor: STDOUT_FILENO, environment: environment), environment: environment)
    }
}
