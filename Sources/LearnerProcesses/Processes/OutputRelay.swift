import Foundation

/// Passes what a learner program writes to standard output on to learn's when that is not a
/// terminal (a pipe, a file), counting it: the program's output limit then holds there too,
/// where a program printing in a loop would otherwise fill a disk or a reader's memory. What
/// comes after the limit is not passed on, and learn stops the program.
package final class OutputRelay: @unchecked Sendable {
    private let descriptor: Int32
    private let limit: UInt64
    private let lock = NSLock()
    private var count: UInt64 = 0
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor` (a pipe's read end, which the relay closes) on a thread of its own.
    package init(reading descriptor: Int32, limit: UInt64) {
        self.descriptor = descriptor
        self.limit = limit
        Thread.detachNewThread { [self] in
            relay()
            done.signal()
        }
    }

    /// The bytes the program has written so far.
    package var byteCount: UInt64 {
        lock.withLock { count }
    }

    /// Waits for the program's last output once it has ended, as ``ErrorPasser/finish()`` does.
    package func finish() {
        _ = done.wait(timeout: .now() + 1)
    }

    private func relay() {
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = Glibc.read(descriptor, &buffer, buffer.count)
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            let before = lock.withLock { () -> UInt64 in
                defer { count += UInt64(read) }
                return count
            }
            guard before < limit else { continue }
            let passed = Int(min(UInt64(read), limit - before))
            var written = 0
            while written < passed {
                let result = buffer[written..<passed].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }
}
