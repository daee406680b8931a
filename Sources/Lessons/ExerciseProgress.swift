import Foundation

/// How far the learner has got with one exercise: the result of their last check, how many
/// hints they have seen, and whether they have ever passed (which shows the reference solution).
package struct ExerciseProgress: Codable, Equatable, Sendable {
    package enum State: String, Codable, Sendable {
        case notStarted = "not started"
        case failing
        case passed
    }

    package var state: State
    package var hintsShown: Int
    /// Whether a check of the learner's copy ever passed; it stays true after a reset.
    package var hasPassed: Bool
    /// When this entry last changed: of two copies of the progress file, the newer entry wins.
    package var updated: Date

    package init(state: State = .notStarted, hintsShown: Int = 0, hasPassed: Bool = false, updated: Date = Date()) {
        self.state = state
        self.hintsShown = hintsShown
        self.hasPassed = hasPassed
        self.updated = updated
    }
}
