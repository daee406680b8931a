import Foundation
import LearnerProcesses
import ProcessLimits

/// What happened when a learner's program was compiled and run.
package enum ProgramOutcome: Equatable, Sendable {
    /// It compiled, ran, and exited with status 0.
    case succeeded
    /// The compiler rejected it; the diagnostics have been shown.
    case didNotCompile
    /// It exited by itself with a non-zero status.
    case exited(status: Int32)
    /// A signal ended it: a crash, or a kill from outside.
    case terminated(signal: Int32)
    /// It was still running after this many seconds and was stopped.
    case timedOut(seconds: Double)
    /// learn itself was asked to stop by this signal, and stopped the program first.
    case interrupted(signal: Int32)
    /// It went over one of the limits a learner's program runs under (``ResourceLimits``) and was stopped.
    case exceeded(ResourceLimit)

    /// Whether the program did what a successful run does: compile, and exit with status 0.
    package var isSuccess: Bool { self == .succeeded }

    /// One line in plain words for the learner about what went wrong, or `nil` when there
    /// is nothing to add (success, or compiler diagnostics already shown).
    package func message(for file: LearnerFile) -> String? {
        let name = file.name
        switch self {
        case .succeeded, .didNotCompile:
            return nil
        case .exited(let status):
            return "\(name) exited with status \(status) (a status other than 0 means failure)"
        case .terminated(let signal):
            return "\(name) \(Self.explanation(of: signal))"
        case .timedOut(let seconds):
            return "stopped \(name) after \(seconds.secondsText) s: it was still running "
                + "(an endless loop, or waiting for something that never comes?)"
        case .interrupted(let signal):
            return "stopped \(name) because learn was interrupted (\(Self.name(of: signal)))"
        case .exceeded(let limit):
            return "stopped \(name): it \(limit)"
        }
    }

    private static func explanation(of signal: Int32) -> String {
        let explanation = SignalDescription.explanation(of: signal)
        return signal == SIGILL || signal == SIGTRAP ? explanation + "; its message is above" : explanation
    }

    private static func name(of signal: Int32) -> String {
        SignalDescription.name(of: signal)
    }
}
