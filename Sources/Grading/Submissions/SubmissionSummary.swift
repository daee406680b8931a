/// How one submission of a class fared: an entry of a ``SubmissionSummary``.
package struct SubmissionResult: Equatable, Sendable {
    /// Its name in the class's folder.
    package let name: String
    /// The file checked, if the submission has one.
    package let file: String?
    package let status: GradeStatus
    /// The verdict in plain words, as in its report.
    package let message: String
    /// The path of its report.
    package let report: String
    /// Each scenario's verdict, in the exercise's order, for the formats that list them
    /// (JUnit). Empty in a summary read back from JSON, which does not list them.
    package let scenarios: [ScenarioResult]

    package init(name: String, file: String?, status: GradeStatus, message: String, report: String, scenarios: [ScenarioResult] = []) {
        self.name = name
        self.file = file
        self.status = status
        self.message = message
        self.report = report
        self.scenarios = scenarios
    }

    /// The submission `name`'s entry for `result`, its report at `report`.
    init(name: String, file: String?, result: ExerciseResult, report: String) {
        self.init(name: name, file: file, status: result.status, message: result.message, report: report, scenarios: result.scenarios)
    }
}

/// A class's submissions to one exercise and how each fared, in name order: what
/// `learn check ID --submissions FOLDER` prints (for the whole class or for one ``Shard``),
/// and what `learn check merge` makes of the summaries of the shards.
package struct SubmissionSummary: Equatable, Sendable {
    /// The exercise's id.
    package let exercise: String
    /// The part of the class checked, when the class was split over several machines.
    package let shard: Shard?
    package let submissions: [SubmissionResult]

    package init(exercise: String, shard: Shard? = nil, submissions: [SubmissionResult]) {
        self.exercise = exercise
        self.shard = shard
        self.submissions = submissions
    }

    /// How many submissions have each status.
    package var counts: GradeStatus.Counts { GradeStatus.Counts(submissions.map(\.status)) }

    /// Why summaries cannot be merged.
    package enum MergeError: Error, Equatable, CustomStringConvertible {
        case noSummaries
        /// Two summaries (by their names) of different exercises.
        case differentExercises(String, exercise: String, String, otherExercise: String)
        /// A submission's name that two summaries (by their names) both list.
        case duplicateSubmission(String, in: String, and: String)
        /// Two summaries are of shards of different splits (`1/3` and `2/4`), or of the same shard.
        case mismatchedShards(String, shard: Shard, String, otherShard: Shard)
        /// Some summaries are of shards, and the summaries of these parts are missing.
        case missingShards([Shard])
        /// A summary of a shard and one of a whole class.
        case shardAndWhole(String, shard: Shard, String)

        package var description: String {
            switch self {
            case .noSummaries:
                "give the summaries to merge"
            case .differentExercises(let first, let exercise, let second, let otherExercise):
                "\(first) is a summary of exercise \"\(exercise)\" and \(second) of \"\(otherExercise)\"; merge the summaries of one exercise"
            case .duplicateSubmission(let name, let first, let second):
                "the submission \(name) is in both \(first) and \(second); each submission must be in one summary"
            case .mismatchedShards(let first, let shard, let second, let otherShard):
                shard == otherShard
                    ? "\(first) and \(second) are both summaries of shard \(shard)"
                    : "\(first) is a summary of shard \(shard) and \(second) of shard \(otherShard), of another split"
            case .missingShards(let shards):
                "the summaries of shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", ")) are missing"
            case .shardAndWhole(let first, let shard, let second):
                "\(first) is a summary of shard \(shard) and \(second) of a whole class"
            }
        }
    }

    /// The summaries joined into one of the whole class, its submissions in name order. They
    /// must be of one exercise, and no submission may be in two of them; summaries of shards
    /// must be of one split (`K/N` with the same N), each shard's once and none missing.
    /// - Parameter summaries: each summary with a name for messages (its file's).
    package static func merging(_ summaries: [(name: String, summary: SubmissionSummary)]) throws(MergeError) -> SubmissionSummary {
        guard let (firstName, first) = summaries.first else { throw .noSummaries }
        var seen: [String: String] = [:]
        var shards: [Shard: String] = [:]
        for (name, summary) in summaries {
            guard summary.exercise == first.exercise else {
                throw .differentExercises(firstName, exercise: first.exercise, name, otherExercise: summary.exercise)
            }
            switch (first.shard, summary.shard) {
            case (nil, nil): break
            case (let shard?, nil): throw .shardAndWhole(firstName, shard: shard, name)
            case (nil, let shard?): throw .shardAndWhole(name, shard: shard, firstName)
            case (let firstShard?, let shard?):
                if let other = shards[shard] { throw .mismatchedShards(other, shard: shard, name, otherShard: shard) }
                guard shard.count == firstShard.count else { throw .mismatchedShards(firstName, shard: firstShard, name, otherShard: shard) }
                shards[shard] = name
            }
            for submission in summary.submissions {
                if let other = seen[submission.name] { throw .duplicateSubmission(submission.name, in: other, and: name) }
                seen[submission.name] = name
            }
        }
        if let count = first.shard?.count {
            let missing = (1...count).compactMap { Shard("\($0)/\(count)") }.filter { shards[$0] == nil }
            if !missing.isEmpty { throw .missingShards(missing) }
        }
        let all = summaries.flatMap(\.summary.submissions).sorted { $0.name < $1.name }
        return SubmissionSummary(exercise: first.exercise, submissions: all)
    }
}
