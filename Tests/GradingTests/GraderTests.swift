import LearnerPrograms
import ScenarioRecords
import XCTest
@testable import Grading

/// The grader end to end on the fixture exercise `tally` (a count in a gray box with 8 points
/// of padding; four scenarios, one with taps on a demo's button, one dark and right to left):
/// real learner files are compiled against the built runtime and graded against the reference.
final class GraderTests: XCTestCase {
    private func grade(_ learner: String, timeout: Double = Grader.defaultTimeout) throws -> ExerciseResult {
        try GradingFixtures.grader(timeout: timeout).grade(try GradingFixtures.tally(), file: try GradingFixtures.learnerFile(learner))
    }

    func testACorrectSolutionWrittenDifferentlyFromTheReferencePasses() throws {
        let result = try grade("correct-written-differently")
        XCTAssertEqual(result.status, .pass, result.message)
        XCTAssertEqual(result.scenarios.map(\.status), [.pass, .pass, .pass, .pass])
        XCTAssertEqual(result.message, "all 4 scenarios draw what the reference solution draws")
    }

    func testTheStarterFailsOnTheRootSizeAndTheMissingBox() throws {
        let exercise = try GradingFixtures.tally()
        let result = try GradingFixtures.grader().grade(exercise, file: try LearnerFile(path: exercise.starter.path))
        XCTAssertEqual(result.status, .fail)
        // 8 points of padding on each side: the reference is 16 points wider and taller.
        XCTAssertEqual(result.scenarios[0].message, "the whole view is 8×16 points, expected 24×32, and the gray fill at (0, 0), 24×32 is missing")
    }

    func testADifferentSizeIsNamedWithTheScenarioAndItsHintAndPictures() throws {
        let result = try grade("too-little-padding")
        XCTAssertEqual(result.status, .fail)
        let scenario = result.scenarios[1]
        XCTAssertEqual(scenario.name, "between two letters")
        XCTAssertEqual(scenario.status, .fail)
        // The text "A" beside the box moves up as the row gets lower.
        XCTAssertEqual(scenario.message, "the whole view is 56×24 points, expected 64×32, and the text \"A\" is at y 4, expected y 8")
        XCTAssertEqual(scenario.hint, "The tally must not be wider than its text and padding.")
        XCTAssertNotNil(scenario.pictures)
        XCTAssertNotEqual(scenario.pictures?.expected, scenario.pictures?.yours)
        XCTAssertTrue(result.message.hasPrefix("0 of 4 scenarios pass; scenario \"three\": the whole view is 16×24 points, expected 24×32"), result.message)
    }

    func testAColourDifferenceNamesTheElementAndBothColours() throws {
        let result = try grade("blue-box")
        XCTAssertEqual(result.scenarios[0].message, "the fill at (0, 0), 24×32 is blue, expected gray")
        // Between "A" and "B" the box starts after "A" (8 points) and the stack's spacing (8).
        XCTAssertEqual(result.scenarios[1].message, "the fill at (16, 0), 32×32 is blue, expected gray")
    }

    func testACompileErrorIsAnErrorAtTheLearnersLine() throws {
        let result = try grade("compile-error")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.hasPrefix("compile-error.swift did not compile:\n"), result.message)
        XCTAssertTrue(result.message.contains("compile-error.swift:8:14: error: value of type 'Text' has no member 'paddin'"), result.message)
        XCTAssertTrue(result.message.contains("            .paddin(8)\n             ^"), result.message)
        XCTAssertFalse(result.message.contains("main.swift"), result.message)
        XCTAssertEqual(Set(result.scenarios.map(\.status)), [.error])
        XCTAssertEqual(result.scenarios[0].message, "not run: compile-error.swift did not compile")
    }

    func testAChangedAPINamesTheScenariosThatNoLongerCompile() throws {
        let result = try grade("renamed-property")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.contains(
            "scenario \"three\" does not compile with renamed-property.swift: incorrect argument label in call (have 'count:', expected 'value:')\n    Tally(count: 3)"),
            result.message)
        XCTAssertTrue(result.message.contains("the exercise's support code does not compile with renamed-property.swift"), result.message)
    }

    func testACrashIsAnErrorInItsScenarioWithTheLearnersLineAndTheOthersAreStillGraded() throws {
        let result = try grade("crashes-at-twelve")
        XCTAssertEqual(result.status, .error)
        XCTAssertEqual(result.scenarios.map(\.status), [.pass, .error, .pass, .pass])
        XCTAssertEqual(result.scenarios[1].message,
            "your code crashed (SIGILL): a Swift runtime error (fatalError, index out of range, force-unwrapping nil, …): "
            + "Fatal error: Index out of range, at crashes-at-twelve.swift:8:30 in Tally.body.getter")
    }

    func testATimeoutIsAnErrorWithTheLineOfTheLoopAndTheRestAreNotRun() throws {
        let started = Date()
        let result = try grade("loops-at-twelve", timeout: 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(result.status, .error)
        XCTAssertEqual(result.scenarios.map(\.status), [.pass, .error, .error, .error])
        let message = result.scenarios[1].message
        XCTAssertTrue(message.hasPrefix("your code was still running after 1 s (an endless loop"), message)
        // The loop's line; the backtrace may stop at an instruction of no line, naming the file alone.
        XCTAssertTrue(message.contains(", at loops-at-twelve.swift"), message)
        XCTAssertTrue(message.hasSuffix(" in Tally.body.getter"), message)
        XCTAssertEqual(result.scenarios[2].message, "not run: your code did not finish scenario \"between two letters\"")
    }

    func testAnInteractionThatCannotBeDoneFailsItsScenario() throws {
        let result = try grade("no-button")
        XCTAssertEqual(result.scenarios.map(\.status), [.pass, .pass, .fail, .pass])
        XCTAssertTrue(result.scenarios[2].message.hasPrefix("the interaction tap \"Add\" could not be done: No button named \"Add\" was found"),
                      result.scenarios[2].message)
    }

    /// A scenario whose view does not compile with the reference either is the exercise's
    /// fault: its `exercise.json` and the scenario are named, not the learner's file.
    func testAScenarioThatDoesNotCompileBlamesTheExercisesManifest() throws {
        let folder = try TemporaryFolder()
        let source = GradingFixtures.course.exercises.appendingPathComponent("chapter1/tally")
        let manifest = try String(contentsOf: source.appendingPathComponent("exercise.json"), encoding: .utf8)
        try folder.write("Exercises/chapter1/tally/exercise.json", manifest.replacingOccurrences(of: #""view": "Tally(count: 3)""#, with: #""view": "Taly(count: 3)""#))
        for name in ["README.md", "Tally.swift"] {
            try folder.write("Exercises/chapter1/tally/\(name)", String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
        }
        try folder.write("Solutions/chapter1/tally.swift",
                         String(contentsOf: GradingFixtures.course.solutions.appendingPathComponent("chapter1/tally.swift"), encoding: .utf8))
        let exercise = try XCTUnwrap(ExerciseCatalog.load(CourseFolders(root: folder.url)).exercise("tally"))
        let result = try GradingFixtures.grader().grade(exercise, file: try GradingFixtures.learnerFile("correct-written-differently"))
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.hasPrefix(
            "the exercise is broken, not your code: its exercise.json: the view of scenario \"three\" does not compile: cannot find 'Taly' in scope (in `Taly(count: 3)`)"),
            result.message)
        XCTAssertTrue(result.message.hasSuffix("; tell its author"), result.message)
        XCTAssertFalse(result.message.contains("did not compile"), "the learner's file is not blamed: \(result.message)")
        XCTAssertEqual(Set(result.scenarios.map(\.message)), ["not run: the exercise is broken"])
    }

    func testABrokenReferenceSolutionBlamesTheExercise() throws {
        let folder = try TemporaryFolder()
        let source = GradingFixtures.course.exercises.appendingPathComponent("chapter1/tally")
        for name in ["exercise.json", "README.md", "Tally.swift"] {
            try folder.write("Exercises/chapter1/tally/\(name)", String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
        }
        try folder.write("Solutions/chapter1/tally.swift", "import SwiftUI\nstruct Tally: View {\n    var count: Int\n    var body: some View { Textt(\"\") }\n}\n")
        let exercise = try XCTUnwrap(ExerciseCatalog.load(CourseFolders(root: folder.url)).exercise("tally"))
        let result = try GradingFixtures.grader().grade(exercise, file: try GradingFixtures.learnerFile("correct-written-differently"))
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.hasPrefix("the exercise is broken, not your code: its reference solution did not compile"), result.message)
    }
}
