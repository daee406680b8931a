import Foundation

/// Results in the JSON that automated grading reads (the README documents the schema). One
/// exercise:
///
///     {"exercise": "badge", "status": "fail", "message": "…",
///      "scenarios": [{"name": "count 5", "status": "pass", "message": "…"}]}
///
/// and for `--all`, every exercise with the totals:
///
///     {"exercises": [{"exercise": "badge", …}, …],
///      "totals": {"exercises": 6, "passed": 1, "failed": 2, "errors": 0, "notStarted": 3}}
///
/// and for a class's submissions to one exercise, each submission's status with the totals:
///
///     {"exercise": "badge",
///      "submissions": [{"name": "ada.swift", "file": "…", "status": "pass", "message": "…", "report": "…"}, …],
///      "totals": {"submissions": 30, "passed": 27, "failed": 2, "errors": 1}}
///
/// (with `"shard": "2/3"` beside `exercise` in the summary of one shard of the class).
///
/// A status is `pass`, `fail`, `error` (could not be graded) or `notStarted`.
package enum ResultJSON {
    private struct Exercise: Codable {
        let exercise: String
        let status: GradeStatus
        let message: String
        let scenarios: [Scenario]

        init(_ result: ExerciseResult) {
            exercise = result.exercise
            status = result.status
            message = result.message
            scenarios = result.scenarios.map { Scenario(name: $0.name, status: $0.status, message: $0.message) }
        }

        var result: ExerciseResult {
            ExerciseResult(exercise: exercise, status: status, message: message,
                           scenarios: scenarios.map { ScenarioResult(name: $0.name, status: $0.status, message: $0.message) })
        }
    }

    private struct Scenario: Codable {
        let name: String
        let status: GradeStatus
        let message: String
    }

    private struct Course: Encodable {
        let exercises: [Exercise]
        let totals: Totals

        init(_ results: [ExerciseResult]) {
            exercises = results.map(Exercise.init)
            totals = Totals(GradeStatus.Counts(results.map(\.status)))
        }
    }

    /// How many exercises have each status; the four add up to `exercises`.
    private struct Totals: Encodable {
        let exercises: Int
        let passed: Int
        let failed: Int
        let errors: Int
        let notStarted: Int

        init(_ counts: GradeStatus.Counts) {
            exercises = counts.total
            passed = counts.passed
            failed = counts.failed
            errors = counts.errors
            notStarted = counts.notStarted
        }
    }

    private struct Class: Codable {
        let exercise: String
        /// `K/N`, only in the summary of one shard of a class.
        let shard: String?
        let submissions: [Submission]
        let totals: SubmissionTotals
    }

    private struct Submission: Codable {
        let name: String
        let file: String?
        let status: GradeStatus
        let message: String
        let report: String
    }

    /// How many submissions have each status; the three add up to `submissions`.
    private struct SubmissionTotals: Codable {
        let submissions: Int
        let passed: Int
        let failed: Int
        let errors: Int
    }

    package static func text(for result: ExerciseResult) -> String {
        encode(Exercise(result))
    }

    /// Every exercise's result with the totals, as `learn check --all --json` prints them.
    package static func text(forAll results: [ExerciseResult]) -> String {
        encode(Course(results))
    }

    /// The summary of a class's submissions (or of one shard's), as `learn check ID
    /// --submissions FOLDER --json` and `learn check merge` print it.
    package static func text(for summary: SubmissionSummary) -> String {
        let counts = summary.counts
        return encode(Class(
            exercise: summary.exercise,
            shard: summary.shard?.description,
            submissions: summary.submissions.map { Submission(name: $0.name, file: $0.file, status: $0.status, message: $0.message, report: $0.report) },
            totals: SubmissionTotals(submissions: counts.total, passed: counts.passed, failed: counts.failed, errors: counts.errors)
        ))
    }

    /// The result in one exercise's JSON (what `learn check ID --json` prints), without the
    /// hints and pictures, which the JSON does not hold.
    /// - Throws: `DecodingError` when `data` is not one exercise's JSON.
    package static func result(from data: Data) throws -> ExerciseResult {
        try JSONDecoder().decode(Exercise.self, from: data).result
    }

    /// The summary in a class's JSON summary (what `--submissions --json` prints); its
    /// submissions have no scenarios, which the summary does not list.
    /// - Throws: `DecodingError` when `data` is not such a summary, or names a shard that is not `K/N`.
    package static func summary(from data: Data) throws -> SubmissionSummary {
        let decoded = try JSONDecoder().decode(Class.self, from: data)
        var shard: Shard?
        if let text = decoded.shard {
            guard let parsed = Shard(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the shard \"\(text)\" is not K/N"))
            }
            shard = parsed
        }
        return SubmissionSummary(exercise: decoded.exercise, shard: shard, submissions: decoded.submissions.map {
            SubmissionResult(name: $0.name, file: $0.file, status: $0.status, message: $0.message, report: $0.report)
        })
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a number or a list of them, which always encode.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
