import Foundation
import ReplEngine

/// While an evaluation runs, Ctrl-C (SIGINT) stops the evaluation instead of the REPL.
/// The signal handler only writes a byte to the interrupter's pipe, which is safe in a handler.
enum InterruptForwarding {
    nonisolated(unsafe) private static var target: EvaluationInterrupter?

    static func whileRunning<T>(_ interrupter: EvaluationInterrupter, _ body: () -> T) -> T {
        target = interrupter
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in InterruptForwarding.target?.interrupt() }
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer {
            sigaction(SIGINT, &previous, nil)
            target = nil
        }
        return body()
    }
}
