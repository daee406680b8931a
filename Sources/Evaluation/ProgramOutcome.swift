import Foundation

/// What happened when a learner's program was compiled and run.
public enum ProgramOutcome: Equatable, Sendable {
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

    /// Whether the program did what a successful run does: compile, and exit with status 0.
    public var isSuccess: Bool { self == .succeeded }

    /// One line in plain words for the learner about what went wrong, or `nil` when there
    /// is nothing to add (success, or compiler diagnostics already shown).
    public func message(for file: LearnerFile) -> String? {
        let name = file.name
        switch self {
        case .succeeded, .didNotCompile:
            return nil
        case .exited(let status):
            return "\(name) exited with status \(status) (a status other than 0 means failure)"
        case .terminated(let signal):
            return "\(name) \(Self.explanation(of: signal))"
        case .timedOut(let seconds):
            return "stopped \(name) after \(Self.format(seconds)) s: it was still running "
                + "(an endless loop, or waiting for something that never comes?)"
        case .interrupted(let signal):
            return "stopped \(name) because learn was interrupted (\(Self.name(of: signal)))"
        }
    }

    private static func explanation(of signal: Int32) -> String {
        let name = name(of: signal)
        switch signal {
        case SIGILL, SIGTRAP:
            return "crashed (\(name)): a Swift runtime error (fatalError, index out of range, "
                + "force-unwrapping nil, …); its message is above"
        case SIGSEGV, SIGBUS:
            return "crashed (\(name)): invalid memory access, often a stack overflow from a "
                + "function that calls itself forever"
        case SIGABRT:
            return "crashed (\(name)): the program aborted"
        case SIGFPE:
            return "crashed (\(name)): an arithmetic error, such as dividing an integer by zero"
        case SIGINT:
            return "was interrupted (\(name), usually Ctrl-C)"
        case SIGKILL:
            return "was killed (\(name)) from outside, for example because memory ran out"
        case SIGPIPE:
            return "was stopped (\(name)): it wrote to a pipe that nobody was reading any more"
        default:
            return "was ended by \(name)"
        }
    }

    private static let signalNames: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
        SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
        SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2",
        SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        SIGXFSZ: "SIGXFSZ",
    ]

    private static func name(of signal: Int32) -> String {
        signalNames[signal] ?? "signal \(signal)"
    }

    /// `10` rather than `10.0`, but `1.5` as given.
    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? String(Int64(seconds)) : String(seconds)
    }
}
