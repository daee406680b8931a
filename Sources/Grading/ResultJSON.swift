import Foundation

/// Results in the JSON that automated grading reads:
///
///     {"exercise": "badge", "status": "fail", "message": "…",
///      "scenarios": [{"name": "count 5", "status": "pass", "message": "…"}]}
///
/// one object for one exercise, an array of them for several.
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

    public static func text(for result: ExerciseResult) -> String {
        encode(Exercise(result))
    }

    public static func text(for results: [ExerciseResult]) -> String {
        encode(results.map(Exercise.init))
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string or a list of them, which always encode.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
