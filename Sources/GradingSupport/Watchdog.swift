import Foundation
import ScenarioRecords

/// The Swift runtime's handler for SIGQUIT (its backtracer), which the watchdog's own handler
/// runs before ending the program; written once, before the watchdog can fire.
nonisolated(unsafe) private var runtimeQuitAction = sigaction()

/// Stops a scenario program that runs too long, after the Swift runtime has printed where the
/// main thread was (its backtrace names the learner's file and line), so that a learner with
/// an endless loop learns where it is.
///
/// The grader also kills the program a little later, in case this cannot run.
enum Watchdog {
    /// The status the program ends with when it stops itself, as `timeout(1)` uses.
    static let exitStatus: Int32 = 124

    static func start(after seconds: Double, records: RecordsFile) {
        let mainThread = pthread_self()
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, context in
            if let backtrace = runtimeQuitAction.__sigaction_handler.sa_sigaction,
               runtimeQuitAction.sa_flags & SA_SIGINFO != 0 {
                backtrace(signal, info, context)
            }
            _exit(Watchdog.exitStatus)
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGQUIT, &action, &runtimeQuitAction)
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            records.append(.ranTooLong(seconds: seconds))
            // The handler runs on the main thread, so the backtrace shows what it was doing.
            pthread_kill(mainThread, SIGQUIT)
        }
        thread.start()
    }
}
