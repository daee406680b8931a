import Evaluation
import Foundation

/// How the REPL's own output looks on this standard output: escape codes and colours only on
/// a terminal, never with `NO_COLOR` set or `TERM=dumb` (the same rule as the runtime's
/// `TerminalCapabilities`, decided here because the REPL process does not load the runtime).
struct OutputStyle {
    let isTerminal: Bool
    let colors: PresentationSettings.ColorDepth
    let columns: Int

    init(environment: [String: String] = ProcessInfo.processInfo.environment, descriptor: Int32 = STDOUT_FILENO) {
        isTerminal = isatty(descriptor) == 1
        var size = winsize()
        if isTerminal, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            columns = Int(size.ws_col)
        } else {
            columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        }
        let term = environment["TERM"] ?? ""
        guard isTerminal, (environment["NO_COLOR"] ?? "").isEmpty, term != "dumb" else {
            colors = .none
            return
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        colors = colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : term.contains("256color") ? .ansi256 : .ansi16
    }

    var text: TextStyle { TextStyle(usesEscapes: colors != .none) }
}
