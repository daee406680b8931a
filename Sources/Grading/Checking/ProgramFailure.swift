import LearnerPrograms

/// How a scenario program ended when it did not finish: a crash, a non-zero exit or a
/// timeout, with the Swift runtime's message and the learner's line where it was, when known.
struct ProgramFailure: Equatable, Sendable, CustomStringConvertible {
    /// What happened, after the program's name: "crashed (SIGILL): a Swift runtime error (…)".
    let explanation: String
    /// The runtime's message, as `Fatal error: Index out of range`.
    let runtimeMessage: String?
    /// Where in the learner's file it was, as `Badge.swift:6:20 in badge(count:)`.
    let learnerFrame: String?
    let timedOut: Bool

    init(explanation: String, runtimeMessage: String? = nil, learnerFrame: String? = nil, timedOut: Bool = false) {
        self.explanation = explanation
        self.runtimeMessage = runtimeMessage
        self.learnerFrame = learnerFrame
        self.timedOut = timedOut
    }

    /// How `run` ended, or `nil` when it exited with status 0.
    /// - Parameter ranTooLong: the seconds after which the program said it stopped itself, if it did.
    init?(_ run: HarnessedRun, ranTooLong: Double?) {
        if let seconds = ranTooLong ?? { if case .timedOut(let seconds) = run.outcome { seconds } else { nil } }() {
            self.init(
                explanation: "was still running after \(seconds.pointsText) s (an endless loop, or waiting for something that never comes?)",
                learnerFrame: run.learnerFrame, timedOut: true)
        } else if let failure = run.failure {
            self.init(explanation: failure, runtimeMessage: run.runtimeMessage, learnerFrame: run.learnerFrame)
        } else {
            return nil
        }
    }

    /// "crashed (SIGILL): a Swift runtime error (…): Fatal error: Index out of range, at
    /// Badge.swift:6:20 in badge(count:)".
    var description: String {
        explanation + (runtimeMessage.map { ": \($0)" } ?? "") + (learnerFrame.map { ", at \($0)" } ?? "")
    }
}
