import Foundation

/// Results as Gradescope's `results.json` (its autograder specification,
/// https://gradescope-autograders.readthedocs.io/en/latest/specs/), which a `run_autograder`
/// script writes to `/autograder/results/results.json`: a test per scenario, worth 1 point,
/// and the total score.
///
///     {"score": 3, "output": "3 of 4 scenarios pass; …",
///      "tests": [{"name": "three", "score": 1, "max_score": 1, "status": "passed",
///                 "output": "draws what the reference solution draws"}, …]}
///
/// A scenario that passes scores 1 and is `passed`; any other (it fails, could not be graded,
/// or the exercise was not started) scores 0 and is `failed`, its message (and the scenario's
/// hint, when it has one) as the test's output, which Gradescope shows the learner. The
/// top-level `output` is the verdict in plain words. With `--all`, each test's name starts
/// with its exercise's id (`tally: three`) and `output` has a line per exercise.
package enum ResultGradescope {
    private struct Results: Encodable {
        let score: Int
        let output: String
        let tests: [Test]
    }

    private struct Test: Encodable {
        let name: String
        let score: Int
        let maxScore = 1
        let status: String
        let output: String

        enum CodingKeys: String, CodingKey {
            case name, score, maxScore = "max_score", status, output
        }

        /// The one place a scenario's status becomes Gradescope's score and status.
        init(name: String, _ scenario: ScenarioResult) {
            self.name = name
            score = scenario.status == .pass ? 1 : 0
            status = scenario.status == .pass ? "passed" : "failed"
            output = scenario.message + (scenario.hint.map { "\n\nHint: \($0)" } ?? "")
        }
    }

    /// One exercise's result, as `learn check ID --format gradescope` prints it.
    package static func text(for result: ExerciseResult) -> String {
        encode(result.scenarios.map { Test(name: $0.name, $0) }, output: result.message)
    }

    /// Every exercise's result in one `results.json`, as `learn check --all --format gradescope` prints it.
    package static func text(forAll results: [ExerciseResult]) -> String {
        let tests = results.flatMap { result in result.scenarios.map { Test(name: "\(result.exercise): \($0.name)", $0) } }
        let output = results.map { "\($0.status.rawValue) \($0.exercise): \($0.message)" }.joined(separator: "\n")
        return encode(tests, output: output)
    }

    private static func encode(_ tests: [Test], output: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let results = Results(score: tests.reduce(0) { $0 + $1.score }, output: output, tests: tests)
        // Every field is a string, a number or a list of them, which always encode.
        return String(decoding: try! encoder.encode(results), as: UTF8.self)
    }
}
