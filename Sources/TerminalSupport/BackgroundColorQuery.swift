#if canImport(Glibc)
import Glibc
#endif

/// Asks a terminal for its background colour (OSC 11) and collects the answer.
///
/// The question is followed by a request for the terminal's primary device attributes (DA1,
/// `ESC [ c`), which every terminal answers, and answers in order: once that answer is in,
/// a terminal that has not told its colour never will, so there is no waiting for it. A
/// terminal that answers nothing at all costs `timeout` seconds, once.
struct BackgroundColorQuery {
    let input: Int32
    let output: Int32
    var timeout = 0.3

    /// A query on `input` and `output`, or `nil` when either is not a terminal (a pipe has no
    /// one to answer).
    init?(input: Int32, output: Int32) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.input = input
        self.output = output
    }

    /// What the terminal answered, the background colour's reply first if it knows it; `nil`
    /// when its settings could not be changed to read the answer.
    func ask() -> String? {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return nil }
        var raw = original
        // The answer arrives as input: read it byte by byte, and do not show it.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(input, TCSANOW, &original) }
        let question = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
        guard question.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == question.count else { return nil }
        var answer: [UInt8] = []
        let deadline = Self.now() + timeout
        while !Self.endsWithDeviceAttributes(answer) {
            let left = deadline - Self.now()
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&descriptor, 1, Int32(left * 1000)) > 0 else { break }
            var byte: UInt8 = 0
            guard read(input, &byte, 1) == 1 else { break }
            answer.append(byte)
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Whether `answer` ends with the DA1 reply, `ESC [ ? … c`.
    static func endsWithDeviceAttributes(_ answer: [UInt8]) -> Bool {
        guard answer.last == UInt8(ascii: "c"), let start = answer.lastIndex(of: 0x1B) else { return false }
        return answer[start...].starts(with: Array("\u{1B}[?".utf8))
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
