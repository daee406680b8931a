import Foundation
import SwiftUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal that output goes to can show: how wide it is and how many colours it has.
///
/// The decision is a pure function of the environment, so that it can be tested; `standardOutput`
/// asks the process's own standard output.
///
/// - Colours are used only on a terminal, never when `NO_COLOR` is set to a non-empty value
///   (see no-color.org) or when `TERM` is `dumb`.
/// - Depth: `COLORTERM` of `truecolor` or `24bit` gives 24-bit colour, a `TERM` containing
///   `256color` the 256-colour palette, any other terminal the 16 standard colours.
/// - Width: the terminal's own, else a positive `COLUMNS`, else 80 columns.
public struct TerminalCapabilities: Equatable, Sendable {
    /// The colours that output uses; `.none` for plain text.
    public var colorDepth: ColorDepth
    /// How many columns wide the terminal is.
    public var columns: Int

    /// The width in points that views are laid out in: a column is 8 points.
    public var width: CGFloat { CGFloat(columns) * TerminalHost.cellSize.width }

    /// Decides the capabilities of an output.
    /// - Parameters:
    ///   - environment: the process environment (`NO_COLOR`, `TERM`, `COLORTERM`, `COLUMNS`).
    ///   - isTerminal: whether the output is a terminal (`isatty`).
    ///   - columns: the terminal's width as it reports it, or `nil` when it does not.
    public init(environment: [String: String], isTerminal: Bool, columns: Int?) {
        if let columns, columns > 0 {
            self.columns = columns
        } else if let value = environment["COLUMNS"].flatMap(Int.init), value > 0 {
            self.columns = value
        } else {
            self.columns = 80
        }

        let term = environment["TERM"] ?? ""
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        guard isTerminal, !noColor, term != "dumb" else {
            colorDepth = .none
            return
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            colorDepth = .trueColor
        } else if term.contains("256color") {
            colorDepth = .ansi256
        } else {
            colorDepth = .ansi16
        }
    }

    /// The capabilities of this process's standard output.
    public static var standardOutput: TerminalCapabilities {
        TerminalCapabilities(
            environment: ProcessInfo.processInfo.environment,
            isTerminal: isatty(STDOUT_FILENO) == 1,
            columns: reportedColumns(of: STDOUT_FILENO)
        )
    }

    /// The width the terminal on `descriptor` reports, or `nil` when it is not a terminal or reports none.
    private static func reportedColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
