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
/// A status is `pass`, `fail`, `error` (could not be graded) or `notStarted`.
public enum ResultJSON {
    private struct Exercise: Encodable {
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
    }

    private struct Scenario: Encodable {
        let name: String
        let status: GradeStatus
        let message: String
    }

    private struct Course: Encodable {
        let exercises: [Exercise]
        let totals: Totals

        init(_ results: [ExerciseResult]) {
            exercises = results.map(Exercise.init)
            totals = Totals(results)
        }
    }

    /// How many exercises have each status; the four add up to `exercises`.
    private struct Totals: Encodable {
        let exercises: Int
        let passed: Int
        let failed: Int
        let errors: Int
        let notStarted: Int

        init(_ results: [ExerciseResult]) {
            func count(_ status: GradeStatus) -> Int { results.filter { $0.status == status }.count }
            exercises = results.count
            passed = count(.pass)
            failed = count(.fail)
            errors = count(.error)
            notStarted = count(.notStarted)
        }
    }

    private struct Class: Encodable {
        let exercise: String
        let submissions: [Submission]
        let totals: SubmissionTotals
    }

    private struct Submission: Encodable {
        let name: String
        let file: String?
        let status: GradeStatus
        let message: String
        let report: String
    }

    /// How many submissions have each status; the three add up to `submissions`.
    private struct SubmissionTotals: Encodable {
        let submissions: Int
        let passed: Int
        let failed: Int
        let errors: Int
    }

    public static func text(for result: ExerciseResult) -> String {
        encode(Exercise(result))
    }

    /// Every exercise's result with the totals, as `learn check --all --json` prints them.
    public static func text(forAll results: [ExerciseResult]) -> String {
        encode(Course(results))
    }

    /// The summary of a class's submissions to `exercise`, as `learn check ID --submissions
    /// FOLDER --json` prints it.
    public static func text(forSubmissions results: [SubmissionResult], exercise: String) -> String {
        func count(_ status: GradeStatus) -> Int { results.filter { $0.status == status }.count }
        return encode(Class(
            exercise: exercise,
            submissions: results.map { Submission(name: $0.name, file: $0.file, status: $0.status, message: $0.message, report: $0.report) },
            totals: SubmissionTotals(submissions: results.count, passed: count(.pass), failed: count(.fail), errors: count(.error))
        ))
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a number or a list of them, which always encode.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
