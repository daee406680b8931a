import Glibc
import LearnerPrograms

/// The compiler's diagnostics as LLDB's expression evaluator reports them, read as the
/// frontend's: LLDB writes the severity first (`error: input 3:1:9: cannot find 'x' in scope`),
/// the frontend after the place (`input 3:1:9: error: cannot find 'x' in scope`).
enum LLDBDiagnostics {
    static func parse(_ message: String) -> [Diagnostic] {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            guard let match = line.wholeMatch(of: /(error|warning|note): ([^:]+:[0-9]+:[0-9]+): (.*)/) else { return String(line) }
            return "\(match.output.2): \(match.output.1): \(match.output.3)"
        }
        return Diagnostic.parse(lines.joined(separator: "\n"))
    }

    /// The signal LLDB names when it stopped code that crashed (`… reason: signal SIGILL …`).
    static func signal(in message: String) -> Int32? {
        guard let match = message.firstMatch(of: /signal (SIG[A-Z]+)/) else { return nil }
        let numbers: [String: Int32] = [
            "SIGILL": SIGILL, "SIGTRAP": SIGTRAP, "SIGABRT": SIGABRT, "SIGBUS": SIGBUS, "SIGFPE": SIGFPE,
            "SIGSEGV": SIGSEGV, "SIGSYS": SIGSYS, "SIGXFSZ": SIGXFSZ, "SIGXCPU": SIGXCPU,
        ]
        return numbers[String(match.output.1)]
    }

    /// LLDB's words when it cannot keep a top-level variable whose type is another declaration's
    /// opaque result (`let card = Text("a").padding()`, or `let card: some View = …`): it finds
    /// no reflection metadata for the opaque type, and the variable it made holds no usable value.
    static func cannotKeepOpaqueVariable(_ message: String) -> Bool {
        message.contains("Couldn't apply expression side effects")
    }

    /// What the learner is told instead.
    static let opaqueVariableMessage = """
        error: this engine cannot keep a top-level variable whose type is a view's `some View` \
        (LLDB's in-memory compiler finds no description of that type); make it a computed variable, \
        `var card: some View { … }`, or a function

        """
}
