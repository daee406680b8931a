import Foundation

/// Plain words for the signals that end learner code, shared by `learn run` and the REPL.
package enum SignalDescription {
    /// What happened, after the name of what ended: "crashed (SIGSEGV): invalid memory
    /// access, …", "was killed (SIGKILL) from outside, …".
    package static func explanation(of signal: Int32) -> String {
        let name = name(of: signal)
        switch signal {
        case SIGILL, SIGTRAP:
            return "crashed (\(name)): a Swift runtime error (fatalError, index out of range, "
                + "force-unwrapping nil, …)"
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

    private static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
        SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
        SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2",
        SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        SIGXFSZ: "SIGXFSZ",
    ]

    /// `SIGSEGV`, or `signal 40` for one without a common name.
    package static func name(of signal: Int32) -> String {
        names[signal] ?? "signal \(signal)"
    }
}
