/// The verdict on an exercise or one of its scenarios.
package enum GradeStatus: String, Codable, Sendable {
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

extension GradeStatus {
    /// How many of some verdicts have each status: the totals every report format gives.
    package struct Counts: Equatable, Sendable {
        package private(set) var passed = 0
        package private(set) var failed = 0
        package private(set) var errors = 0
        package private(set) var notStarted = 0

        package init(_ statuses: some Sequence<GradeStatus>) {
            for status in statuses {
                switch status {
                case .pass: passed += 1
                case .fail: failed += 1
                case .error: errors += 1
                case .notStarted: notStarted += 1
                }
            }
        }

        /// All the verdicts counted; the four counts add up to it.
        package var total: Int { passed + failed + errors + notStarted }
    }
}
