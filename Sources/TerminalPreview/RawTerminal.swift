#if canImport(Glibc)
import Glibc
#endif

/// The terminal in the state a full-screen program needs: keys arrive one by one without echo,
/// on the alternate screen with the cursor hidden. `restore()` puts everything back, also
/// when the program is interrupted.
final class RawTerminal {
    private var original = termios()
    private(set) var isActive = false
    nonisolated(unsafe) private static var active: RawTerminal?

    func enter() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        isActive = true
        Self.active = self
        for signal in [SIGTERM, SIGHUP] {
            Glibc.signal(signal) { number in
                RawTerminal.active?.restore()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    func restore() {
        guard isActive else { return }
        isActive = false
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// The terminal's size in cells.
    var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }
}
