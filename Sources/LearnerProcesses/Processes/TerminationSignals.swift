import Foundation

/// The signal that asked learn to stop while a child was running; 0 while none has.
/// Written only by the handler and read by the waiting loop in between its system calls,
/// where a plain aligned 32-bit load sees the store; a handler cannot take locks.
nonisolated(unsafe) private var receivedTerminationSignal: Int32 = 0

/// Catches the signals that ask learn to stop (Ctrl-C, `kill`, a closed terminal) while a
/// child runs, so that learn can kill the child's whole process group before it goes
/// instead of leaving a learner's endless loop running as an orphan.
///
/// The previous handlers come back when this value is destroyed.
package struct TerminationSignals: ~Copyable {
    private static let caught = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    private var previousActions: [(signal: Int32, action: sigaction)] = []

    package init() {
        receivedTerminationSignal = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in receivedTerminationSignal = signal }
        sigemptyset(&action.sa_mask)
        for signal in Self.caught {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            // A signal ignored when learn started stays ignored, as `nohup learn run …` expects.
            guard !Self.isIgnored(previous) else { continue }
            sigaction(signal, &action, nil)
            previousActions.append((signal, previous))
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The most recent signal caught, if any.
    package var received: Int32? {
        receivedTerminationSignal == 0 ? nil : receivedTerminationSignal
    }

    deinit {
        for (signal, action) in previousActions {
            var action = action
            sigaction(signal, &action, nil)
        }
    }
}
