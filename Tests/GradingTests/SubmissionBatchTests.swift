import Foundation
import XCTest

/// `learn check ID --submissions FOLDER`, as a teacher or an autograding platform runs it on a
/// class: every submission graded (whatever the others do), a report each, a summary, and
/// the exit status of `--all`.
final class SubmissionBatchTests: XCTestCase {
    private var learn: LearnCommand!
    private var submissions: URL!

    /// A class of six: a `.swift` file each for four, a folder each for two (one holding the
    /// starter's file name, one with nothing to check).
    override func setUpWithError() throws {
        learn = try LearnCommand()
        submissions = learn.home.url.appendingPathComponent("class")
        let files = [
            "ada.swift": "correct-written-differently",
            "bob.swift": "too-little-padding",
            "cy.swift": "compile-error",
            "dee.swift": "loops-at-twelve",
            "eve/Tally.swift": "crashes-at-twelve",
        ]
        for (name, fixture) in files {
            let file = submissions.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: GradingFixtures.folder.appendingPathComponent("learner/\(fixture).swift"), to: file)
        }
        try learn.home.write("class/fay/notes.txt", "no Swift here")
        try learn.home.write("class/README.md", "not a submission")
    }

    private func check(_ extra: [String] = []) throws -> LearnCommand.Result {
        try learn.run(["check", "tally", "--submissions", submissions.path, "--reports", "reports", "--timeout", "2"] + extra)
    }

    private func report(_ name: String) throws -> [String: Any] {
        let file = learn.home.url.appendingPathComponent("reports/\(name).json")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    func testEverySubmissionIsGradedWhateverTheOthersDo() throws {
        let result = try check()
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.prefix { $0 != ":" } }, [
            "pass   ada.swift", "fail   bob.swift", "error  cy.swift", "error  dee.swift", "error  eve", "error  fay",
            "1 of 6 submissions pass, 1 fail, 4 could not be graded; the JSON reports are in reports",
        ])
        XCTAssertTrue(lines[3].contains("was still running after 2 s"), lines[3])
        XCTAssertTrue(lines[4].contains("Fatal error: Index out of range"), lines[4])
        XCTAssertEqual(lines[5], "error  fay: the folder fay has no .swift file named Tally.swift")
    }

    func testEachReportIsWhatCheckingTheFileAloneGives() throws {
        _ = try check()
        for name in ["ada.swift", "bob.swift", "cy.swift"] {
            let alone = try learn.run(["check", "tally", "--file", submissions.appendingPathComponent(name).path, "--json"])
            let expected = try JSONSerialization.jsonObject(with: Data(alone.standardOutput.utf8)) as? NSDictionary
            XCTAssertEqual(try report(name) as NSDictionary, expected, name)
        }
        XCTAssertEqual(try report("fay")["status"] as? String, "error")
        XCTAssertEqual((try report("fay")["scenarios"] as? [Any])?.count, 4)
    }

    func testTheJSONSummaryCountsEachStatusAndNamesEachReport() throws {
        let result = try check(["--json", "--jobs", "1"])
        XCTAssertEqual(result.status, 1, result.standardError)
        let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(summary["exercise"] as? String, "tally")
        XCTAssertEqual(summary["totals"] as? [String: Int], ["submissions": 6, "passed": 1, "failed": 1, "errors": 4])
        let entries = try XCTUnwrap(summary["submissions"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["name"] as? String }, ["ada.swift", "bob.swift", "cy.swift", "dee.swift", "eve", "fay"])
        XCTAssertEqual(entries[4]["file"] as? String, submissions.appendingPathComponent("eve/Tally.swift").path)
        XCTAssertNil(entries[5]["file"])
        XCTAssertEqual(entries[0]["report"] as? String, learn.home.url.appendingPathComponent("reports/ada.swift.json").standardizedFileURL.path)
    }

    func testAClassThatAllPassesIsStatusZero() throws {
        for name in ["bob.swift", "cy.swift", "dee.swift", "eve", "fay"] {
            try FileManager.default.removeItem(at: submissions.appendingPathComponent(name))
        }
        let result = try check()
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    func testBadUsageIsStatusTwo() throws {
        XCTAssertEqual(try learn.run(["check", "--all", "--submissions", submissions.path]).status, 2)
        XCTAssertEqual(try learn.run(["check", "tally", "--submissions", submissions.path, "--file", "x.swift"]).status, 2)
        let missing = try learn.run(["check", "tally", "--submissions", learn.home.url.appendingPathComponent("nowhere").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("is not a folder"), missing.standardError)
        let empty = learn.home.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try learn.run(["check", "tally", "--submissions", empty.path])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.standardOutput, "")
    }
}
