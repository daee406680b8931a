import Foundation
@testable import Grading
import XCTest

/// `learn exercises check`, over the repository's own exercises and over broken ones.
final class AuthorCheckTests: XCTestCase {
    func testTheRepositorysExercisesAreReady() throws {
        let learn = try LearnCommand(course: GradingFixtures.repositoryCourse)
        let result = try learn.run(["exercises", "check"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("exercises are ready"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("✗"), result.standardOutput)
    }

    func testTheFixtureCourseIsReady() throws {
        let result = try LearnCommand().run(["exercises", "check"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "✓ tally\n1 of 1 exercises are ready\n")
    }

    func testAMalformedManifestAStarterThatPassesABrokenSolutionAndABrokenScenarioAreEachNamed() throws {
        let course = try TemporaryFolder()
        let tally = GradingFixtures.course.exercises.appendingPathComponent("chapter1/tally")
        let manifest = try String(contentsOf: tally.appendingPathComponent("exercise.json"), encoding: .utf8)
        let readme = try String(contentsOf: tally.appendingPathComponent("README.md"), encoding: .utf8)
        let solution = try String(contentsOf: GradingFixtures.course.solutions.appendingPathComponent("chapter1/tally.swift"), encoding: .utf8)
        func write(_ id: String, manifest: String, starter: String, solution: String) throws {
            try course.write("Exercises/chapter1/\(id)/exercise.json", manifest.replacingOccurrences(of: "\"id\": \"tally\"", with: "\"id\": \"\(id)\""))
            try course.write("Exercises/chapter1/\(id)/README.md", readme)
            try course.write("Exercises/chapter1/\(id)/Tally.swift", starter)
            try course.write("Solutions/chapter1/\(id).swift", solution)
        }
        try write("easy", manifest: manifest, starter: solution, solution: solution)
        try write("broken", manifest: manifest, starter: solution, solution: solution.replacingOccurrences(of: ".padding(8)", with: ".paddin(8)"))
        try write("misspelled", manifest: manifest.replacingOccurrences(of: #""view": "Tally(count: 3)""#, with: #""view": "Taly(count: 3)""#),
                  starter: solution, solution: solution)
        try write("malformed", manifest: manifest.replacingOccurrences(of: "\"width\": 200, \"height\": 100 },", with: "\"width\": true, \"height\": 100 },"),
                  starter: solution, solution: solution)

        let result = try LearnCommand(course: CourseFolders(root: course.url)).run(["exercises", "check"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "learn: Exercises/chapter1/malformed/exercise.json: field scenarios[0].width: expected a number\n")
        XCTAssertTrue(result.standardOutput.contains("✗ broken\n  Solutions/chapter1/broken.swift: the reference solution does not pass its own scenarios:"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("✗ easy\n  Exercises/chapter1/easy/Tally.swift: the starter passes every scenario; it must fail at least one"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(
            "✗ misspelled\n  Exercises/chapter1/misspelled/exercise.json: the view of scenario \"three\" does not compile: cannot find 'Taly' in scope (in `Taly(count: 3)`)\n"),
            result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("0 of 4 exercises are ready\n"), result.standardOutput)

        // Checked one at a time or two at once, the report is the same, in the same order.
        let alone = try LearnCommand(course: CourseFolders(root: course.url)).run(["exercises", "check", "--jobs", "1"])
        let together = try LearnCommand(course: CourseFolders(root: course.url)).run(["exercises", "check", "--jobs", "2"])
        XCTAssertEqual(alone.standardOutput, result.standardOutput)
        XCTAssertEqual(together.standardOutput, result.standardOutput)
    }

    /// A README picture of a scenario is held to what the reference draws: one that differs is
    /// reported at its line, one naming no scenario too, and `--redraw-pictures` draws it again.
    func testAREADMEPictureOfAScenarioIsWhatTheReferenceDraws() throws {
        let course = try TemporaryFolder()
        let tally = GradingFixtures.course.exercises.appendingPathComponent("chapter1/tally")
        for name in ["exercise.json", "Tally.swift"] {
            try course.write("Exercises/chapter1/tally/\(name)", try String(contentsOf: tally.appendingPathComponent(name), encoding: .utf8))
        }
        try course.write("Solutions/chapter1/tally.swift", try String(
            contentsOf: GradingFixtures.course.solutions.appendingPathComponent("chapter1/tally.swift"), encoding: .utf8))
        let readme = "# A tally\n\n```output scenario: three\nnot the tally\n```\n\n```output scenario: four\n4\n```\n"
        try course.write("Exercises/chapter1/tally/README.md", readme)
        let learn = try LearnCommand(course: CourseFolders(root: course.url))

        let stale = try learn.run(["exercises", "check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.standardOutput.contains(
            "Exercises/chapter1/tally/README.md:3: the picture of scenario \"three\" is not what the reference solution draws"), stale.standardOutput)
        XCTAssertTrue(stale.standardOutput.contains(
            "Exercises/chapter1/tally/README.md:7: the picture names scenario \"four\", which exercise.json does not have"), stale.standardOutput)

        try course.write("Exercises/chapter1/tally/README.md", readme.replacingOccurrences(of: "```output scenario: four\n4\n```\n", with: ""))
        XCTAssertEqual(try learn.run(["exercises", "check", "--redraw-pictures"]).status, 0)
        let redrawn = try String(contentsOf: course.url.appendingPathComponent("Exercises/chapter1/tally/README.md"), encoding: .utf8)
        XCTAssertTrue(redrawn.contains("3") && !redrawn.contains("not the tally"), redrawn)
        XCTAssertEqual(try learn.run(["exercises", "check"]).status, 0)
    }
}
