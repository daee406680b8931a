import LearnerProcesses
import LearnerPrograms
import Foundation

/// Stops a session's running evaluation from anywhere: another thread, or a signal handler
/// (``interrupt()`` only writes a byte to a pipe, which is async-signal-safe).
///
/// An interrupt that arrives while nothing is evaluating is forgotten when the next
/// evaluation starts.
package final class EvaluationInterrupter: Sendable {
    /// The pipe's read end, which the waiting session polls.
    let descriptor: Int32
    private let writeEnd: Int32

    init() throws(EvaluatorError) {
        do {
            (descriptor, writeEnd) = try makeCloseOnExecPipe()
        } catch {
            throw .couldNotCreatePipe(reason: error.reason)
        }
        // Neither end may block: the reader drains it, and a signal handler writes to it.
        for end in [descriptor, writeEnd] {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    /// Asks the running evaluation to stop: the compiler or the evaluator process is killed,
    /// and the evaluation ends as ``EvaluationOutcome/interrupted``.
    package func interrupt() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether an interrupt arrived since the last call; reading empties the pipe.
    func takeRequest() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received = false
        while read(descriptor, &buffer, buffer.count) > 0 { received = true }
        return received
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }
}
