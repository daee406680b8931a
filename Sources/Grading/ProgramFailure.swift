import Evaluation

/// How a scenario program ended when it did not finish: a crash, a non-zero exit or a
/// timeout, with the Swift runtime's own message when it printed one.
struct ProgramFailure: Equatable, Sendable, CustomStringConvertible {
    /// What happened, after the program's name: "crashed (SIGILL): a Swift runtime error (…)".
    let explanation: String
    /// The runtime's message with the learner's file and line, as `Badge.swift:12: Fatal error: boom`.
    let runtimeMessage: String?
    let timedOut: Bool

    init(explanation: String, runtimeMessage: String? = nil, timedOut: Bool = false) {
        self.explanation = explanation
        self.runtimeMessage = runtimeMessage
        self.timedOut = timedOut
    }

    /// How `run` ended, or `nil` when it exited with status 0.
    init?(_ run: HarnessedRun, file: LearnerFile) {
        guard let explanation = run.failure else { return nil }
        self.explanation = explanation
        timedOut = if case .timedOut = run.outcome { true } else { false }
        let line = run.output.split(separator: "\n").last { line in
            line.contains("Fatal error") || line.contains("Precondition failed") || line.contains("Assertion failed")
        }
        // The program reports the learner's file by its absolute path (from `#sourceLocation`).
        runtimeMessage = line.map { $0.replacingOccurrences(of: file.absolutePath, with: file.displayPath) }
    }

    /// "crashed (SIGILL): …; the runtime said: Badge.swift:12: Fatal error: boom".
    var description: String {
        explanation + (runtimeMessage.map { "; the runtime said: \($0)" } ?? "")
    }
}
