#if canImport(Glibc)
import Glibc
#endif

/// Lines from input that is not a terminal (a pipe, a file): no prompts, no echo, no
/// escape codes, so that scripted sessions print only what they evaluate.
final class PlainLineReader: LineSource {
    private let input: Int32
    private var pending: [UInt8] = []
    private var reachedEnd = false

    init(input: Int32) {
        self.input = input
    }

    func nextLine(prompt: String) -> LineRead {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[..<newline]
                pending.removeSubrange(...newline)
                return .line(Self.decode(line))
            }
            if reachedEnd {
                guard !pending.isEmpty else { return .end }
                defer { pending.removeAll() }
                return .line(Self.decode(pending[...]))
            }
            readMore()
        }
    }

    var hasPendingInput: Bool {
        if !pending.isEmpty { return true }
        if reachedEnd { return false }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func readMore() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
                return
            }
            // A signal handler of the caller's (Ctrl-C in the terminal the pipe came from)
            // interrupts the read without ending the input.
            if count < 0 && errno == EINTR { continue }
            reachedEnd = true
            return
        }
    }

    /// Invalid UTF-8 becomes U+FFFD; a Windows line ending loses its carriage return.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}
