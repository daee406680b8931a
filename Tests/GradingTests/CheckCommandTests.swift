import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `learn check` as automated grading uses it: exit statuses, JSON on standard output and
/// nothing else, `--all`, and bad usage.
final class CheckCommandTests: XCTestCase {
    private var learn: LearnCommand!

    override func setUpWithError() throws {
        learn = try LearnCommand()
    }

    private func fixture(_ name: String) -> String {
        GradingFixtures.folder.appendingPathComponent("learner/\(name).swift").path
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testJSONHasTheExerciseStatusMessageAndEachScenarioAndNothingElse() throws {
        let result = try learn.run(["check", "tally", "--file", fixture("too-little-padding"), "--json"])
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let object = try XCTUnwrap(try json(result.standardOutput) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["exercise", "status", "message", "scenarios"])
        XCTAssertEqual(object["exercise"] as? String, "tally")
        XCTAssertEqual(object["status"] as? String, "fail")
        XCTAssertEqual(object["message"] as? String, "0 of 4 scenarios pass; scenario \"three\": the whole view is 16×24 points, expected 24×32, and the gray fill is 16×24, expected 24×32")
        let scenarios = try XCTUnwrap(object["scenarios"] as? [[String: String]])
        XCTAssertEqual(scenarios.map { Set($0.keys) }, Array(repeating: ["name", "status", "message"], count: 4))
        XCTAssertEqual(scenarios.map { $0["name"] }, ["three", "between two letters", "tapped twice", "dark, right to left"])
        XCTAssertEqual(scenarios.map { $0["status"] }, ["fail", "fail", "fail", "fail"])
    }

    func testAPassIsStatusZeroAndAnErrorIsStatusOne() throws {
        let pass = try learn.run(["check", "tally", "--file", fixture("correct-written-differently"), "--json"])
        XCTAssertEqual(pass.status, 0, pass.standardError)
        XCTAssertEqual((try json(pass.standardOutput) as? [String: Any])?["status"] as? String, "pass")
        let error = try learn.run(["check", "tally", "--file", fixture("compile-error"), "--json"])
        XCTAssertEqual(error.status, 1)
        let object = try XCTUnwrap(try json(error.standardOutput) as? [String: Any])
        XCTAssertEqual(object["status"] as? String, "error")
        XCTAssertTrue((object["message"] as? String ?? "").contains("compile-error.swift:8:14: error:"))
    }

    func testTheTextReportShowsTheScenarioTheDifferenceTheHintAndBothPictures() throws {
        let result = try learn.run(["check", "tally", "--file", fixture("too-little-padding")])
        XCTAssertEqual(result.status, 1)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "✗ tally: 0 of 4 scenarios pass")
        XCTAssertTrue(lines.contains("  ✗ between two letters"))
        // A pipe is 80 columns wide: the message wraps between words, as prose does.
        let message = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("scenario \"three\"") })
        XCTAssertEqual(Array(lines[message...(message + 1)]), [
            "scenario \"three\": the whole view is 16×24 points, expected 24×32, and the gray",
            "fill is 16×24, expected 24×32",
        ])
        // The reference's box is 24×32 points (3 cells by 2), the learner's 16×24. Without
        // colours, the element that differs is marked in both: its rows, and its columns below.
        let headings = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("expected") })
        XCTAssertEqual(Array(lines[headings...]), [
            "expected    yours",
            "███ ◀       █3 ◀",
            "█3█ ◀       ▀▀ ◀",
            "^^^         ^^",
            "",
        ])
    }

    func testAllGradesEveryExerciseAndPassesOnlyWhenAllPass() throws {
        let notStarted = try learn.run(["check", "--all", "--json"])
        XCTAssertEqual(notStarted.status, 1)
        let course = try XCTUnwrap(try json(notStarted.standardOutput) as? [String: Any])
        let results = try XCTUnwrap(course["exercises"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["exercise"] as? String }, ["tally"])
        XCTAssertEqual(results.first?["status"] as? String, "notStarted")
        XCTAssertEqual((results.first?["scenarios"] as? [[String: Any]])?.first?["status"] as? String, "notStarted")
        XCTAssertTrue((results.first?["message"] as? String ?? "").hasPrefix("not started:"))
        XCTAssertEqual(course["totals"] as? [String: Int], ["exercises": 1, "passed": 0, "failed": 0, "errors": 0, "notStarted": 1])

        try FileManager.default.createDirectory(at: learn.copies, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("correct-written-differently"), toPath: learn.copies.appendingPathComponent("tally.swift").path)
        let passed = try learn.run(["check", "--all", "--json"])
        XCTAssertEqual(passed.status, 0, passed.standardOutput)
        let passedCourse = try XCTUnwrap(try json(passed.standardOutput) as? [String: Any])
        XCTAssertEqual((passedCourse["exercises"] as? [[String: Any]])?.first?["status"] as? String, "pass")
        XCTAssertEqual(passedCourse["totals"] as? [String: Int], ["exercises": 1, "passed": 1, "failed": 0, "errors": 0, "notStarted": 0])
        let text = try learn.run(["check", "--all"])
        XCTAssertTrue(text.standardOutput.hasSuffix("1 of 1 exercises pass\n"), text.standardOutput)
    }

    func testBadUsageAndUnknownExercisesExitWithStatusTwo() throws {
        let unknown = try learn.run(["check", "nope", "--json"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardOutput, "")
        XCTAssertTrue(unknown.standardError.contains("there is no exercise \"nope\"; the exercises are: tally"), unknown.standardError)
        XCTAssertEqual(try learn.run(["check"]).status, 2)
        XCTAssertEqual(try learn.run(["check", "--all", "--file", fixture("compile-error")]).status, 2)
        let missing = try learn.run(["check", "tally", "--file", "Missing.swift"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("Missing.swift does not exist"), missing.standardError)
    }

    /// Before: a cache folder that could not be written made a correct file fail to compile,
    /// where the README promises that it "costs only time". A folder under a file cannot be made.
    func testACacheFolderThatCannotBeWrittenCostsOnlyTime() throws {
        let file = GradingFixtures.folder.appendingPathComponent("learner/correct-written-differently.swift")
        let result = try learn.run(["check", "tally", "--file", file.path, "--json"], environment: ["XDG_CACHE_HOME": "/dev/null/cache"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }
    /// `--format junit`: the same verdicts as the JSON, in JUnit XML that the schema allows
    /// (`JUnitSchema`, in ReportFormatTests); `--format json` is `--json`.
    func testTheJUnitFormatHasTheJSONsVerdictsAndJSONIsAFormatToo() throws {
        let json = try learn.run(["check", "tally", "--file", fixture("too-little-padding"), "--json"])
        XCTAssertEqual(try learn.run(["check", "tally", "--file", fixture("too-little-padding"), "--format", "json"]).standardOutput, json.standardOutput)
        let junit = try learn.run(["check", "tally", "--file", fixture("too-little-padding"), "--format", "junit"])
        XCTAssertEqual(junit.status, 1, junit.standardError)
        XCTAssertEqual(junit.standardError, "")
        let document = try JUnitSchema.parse(junit.standardOutput)
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let scenarios = try XCTUnwrap((try self.json(json.standardOutput) as? [String: Any])?["scenarios"] as? [[String: String]])
        let cases = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue }, scenarios.map { $0["name"] })
        XCTAssertEqual(cases.map { $0.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue }, scenarios.map { $0["message"] })

        let error = try learn.run(["check", "tally", "--file", fixture("compile-error"), "--format", "junit"])
        XCTAssertEqual(error.status, 1)
        let suite = try XCTUnwrap(try JUnitSchema.parse(error.standardOutput).rootElement()?.elements(forName: "testsuite").first)
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "4")
        XCTAssertTrue(suite.elements(forName: "system-out").first?.stringValue?.contains("compile-error.swift:8:14: error:") == true)
    }

    func testTheGradescopeFormatScoresAPointAScenario() throws {
        let pass = try learn.run(["check", "tally", "--file", fixture("correct-written-differently"), "--format", "gradescope"])
        XCTAssertEqual(pass.status, 0, pass.standardError)
        let passed = try GradescopeSpec.check(pass.standardOutput)
        XCTAssertEqual(passed.score, 4)
        XCTAssertEqual(passed.tests.map(\.name), ["three", "between two letters", "tapped twice", "dark, right to left"])
        XCTAssertEqual(Set(passed.tests.map(\.status)), ["passed"])
        let fail = try learn.run(["check", "tally", "--file", fixture("too-little-padding"), "--format", "gradescope"])
        XCTAssertEqual(fail.status, 1)
        let failed = try GradescopeSpec.check(fail.standardOutput)
        XCTAssertEqual(failed.score, 0)
        // The scenario's hint is in the output Gradescope shows the learner.
        XCTAssertTrue(failed.tests[1].output.hasSuffix("Hint: The tally must not be wider than its text and padding."), failed.tests[1].output)
    }

    func testAllInJUnitSkipsExercisesNotStarted() throws {
        let result = try learn.run(["check", "--all", "--format", "junit"])
        XCTAssertEqual(result.status, 1)
        let document = try JUnitSchema.parse(result.standardOutput)
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let suite = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first)
        XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, "4")
        XCTAssertEqual(suite.elements(forName: "testcase").filter { !$0.elements(forName: "skipped").isEmpty }.count, 4)
    }

    func testFormatsThatDoNotFitAreBadUsage() throws {
        for arguments in [
            ["check", "tally", "--json", "--format", "junit"],
            ["check", "tally", "--format", "xml"],
            ["check", "tally", "--submissions", learn.home.url.path, "--format", "gradescope"],
        ] {
            let result = try learn.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.standardOutput, "", arguments.joined(separator: " "))
        }
        let gradescope = try learn.run(["check", "tally", "--submissions", learn.home.url.path, "--format", "gradescope"])
        XCTAssertTrue(gradescope.standardError.contains("Gradescope grades a submission at a time"), gradescope.standardError)
    }
}
