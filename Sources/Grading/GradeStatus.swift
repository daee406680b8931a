/// The verdict on an exercise or one of its scenarios.
public enum GradeStatus: String, Codable, Sendable {
    /// It draws what the reference draws.
    case pass
    /// It runs, and draws something else.
    case fail
    /// It could not be graded: the learner's code did not compile, crashed or timed out (or
    /// the exercise itself is broken).
    case error
    /// There is nothing to grade: the learner never opened the exercise, so their file does
    /// not exist (`learn check --all` reports such exercises without making the file).
    case notStarted
}
