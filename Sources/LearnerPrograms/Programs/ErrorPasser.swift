import Foundation

/// Passes what a learner program writes to standard error on to learn's, a line at a time as
/// it arrives, through a ``RuntimeMessageFilter``.
final class ErrorPasser: @unchecked Sendable {
    private let descriptor: Int32
    private var filter: RuntimeMessageFilter
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor` (a pipe's read end, which the passer closes) on a thread of its own.
    init(reading descriptor: Int32, filter: RuntimeMessageFilter) {
        self.descriptor = descriptor
        self.filter = filter
        Thread.detachNewThread { [self] in
            pass()
            done.signal()
        }
    }

    /// Waits for the program's last words once it has ended: the end of the pipe, or, when
    /// something the program started still holds it open, a moment.
    func finish() {
        _ = done.wait(timeout: .now() + 1)
    }

    private func pass() {
        defer { close(descriptor) }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let text = filter.filter(line) { write(text + "\n") }
            }
        }
        if let text = filter.finish() { write(text + "\n") }
        // A last line without a newline is passed on as it is.
        if !pending.isEmpty, let text = filter.filter(String(decoding: pending, as: UTF8.self)) { write(text) }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
