import Foundation

/// How far the learner has got with one exercise: the result of their last check, how many
/// hints they have seen, and whether they have ever passed (which shows the reference solution).
public struct ExerciseProgress: Codable, Equatable, Sendable {
    public enum State: String, Codable, Sendable {
        case notStarted = "not started"
        case failing
        case passed
    }

    public var state: State
    public var hintsShown: Int
    /// Whether a check of the learner's copy ever passed; it stays true after a reset.
    public var hasPassed: Bool
    /// When this entry last changed: of two copies of the progress file, the newer entry wins.
    public var updated: Date

    public init(state: State = .notStarted, hintsShown: Int = 0, hasPassed: Bool = false, updated: Date = Date()) {
        self.state = state
        self.hintsShown = hintsShown
        self.hasPassed = hasPassed
        self.updated = updated
    }
}
