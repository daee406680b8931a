import Foundation

/// How many columns standard output has: the terminal's own width, else a positive
/// `COLUMNS`, else 80 (the project's terminal convention).
enum TerminalColumns {
    static var standardOutput: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }
}
