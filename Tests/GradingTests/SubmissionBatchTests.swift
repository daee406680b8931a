import Foundation
import LearnTestSupport
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

    /// Before: a submission that was a symbolic link to the course's solution passed, and one
    /// linked to a secret file copied it into its report. Now a link, or a folder holding one
    /// that leads out of it, is an `error` saying so; the honest submissions beside them are graded.
    func testASymbolicLinkIsNotASubmission() throws {
        let solution = learn.course.root.appendingPathComponent("Solutions/chapter1/tally.swift")
        try FileManager.default.createSymbolicLink(at: submissions.appendingPathComponent("gil.swift"), withDestinationURL: solution)
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("hal"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: submissions.appendingPathComponent("hal/Tally.swift"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        let lines = try check().standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("pass   ada.swift: all 4 scenarios draw what the reference solution draws"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("error  gil.swift: gil.swift is a symbolic link; a submission must be a file or folder of its own"),
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("error  hal: the folder hal holds Tally.swift, a symbolic link that leads out of it"),
                      lines.joined(separator: "\n"))
        XCTAssertFalse(try String(contentsOf: learn.home.url.appendingPathComponent("reports/hal.json"), encoding: .utf8).contains("root:"))
    }

    /// Before: a submission wrote a passing report into its parent's standard output
    /// (`/proc/<ppid>/fd/1`) and killed the parent. Now the program sees only its own PID
    /// namespace, and the batch writes each report itself from what the check printed.
    func testASubmissionCannotForgeItsReport() throws {
        let forged = #"{"exercise":"tally","message":"all 4 scenarios draw what the reference solution draws","scenarios":[],"status":"pass"}"#
        try learn.home.write("class/ivy.swift", """
            import Foundation
            import SwiftUI
            let forged: Void = {
                var parent = getppid()
                while parent > 1 {
                    if let out = FileHandle(forWritingAtPath: "/proc/\\(parent)/fd/1") { out.write(Data(#"\(forged)"#.utf8)) }
                    let status = (try? String(contentsOfFile: "/proc/\\(parent)/status", encoding: .utf8)) ?? ""
                    kill(parent, SIGKILL)
                    parent = status.split(separator: "\\n").first { $0.hasPrefix("PPid:") }
                        .flatMap { pid_t($0.dropFirst(5).trimmingCharacters(in: .whitespaces)) } ?? 0
                }
            }()
            struct Tally: View {
                var count: Int
                var body: some View { Text("forged") }
            }
            """)
        let lines = try check().standardOutput.split(separator: "\n").map(String.init)
        let ivy = try XCTUnwrap(lines.first { $0.hasPrefix("fail   ivy.swift") || $0.hasPrefix("error  ivy.swift") || $0.hasPrefix("pass   ivy.swift") })
        XCTAssertFalse(ivy.hasPrefix("pass"), ivy)
        XCTAssertNotEqual(try report("ivy.swift")["status"] as? String, "pass")
        XCTAssertTrue(lines.contains { $0.hasPrefix("pass   ada.swift") }, lines.joined(separator: "\n"))
    }

    /// Before: stopping a batch left its submissions' processes running, and a daemon one of
    /// them started (`setsid` after a fork) outlived everything. Now SIGTERM to the batch ends
    /// every process of every submission: each runs in a PID namespace that ends with it, and
    /// that dies with its `learn check`. Found by the name the daemon gives itself.
    func testStoppingTheBatchEndsEveryProcessOfEverySubmission() throws {
        let name = NamedProcesses.uniqueName()
        // A class of its own, so that jay's check starts at once.
        let alone = try learn.home.write("alone/jay.swift", """
            import Glibc
            import SwiftUI
            let daemon: Void = {
                if fork() == 0 {
                    setsid()
                    \(NamedProcesses.naming(name))
                    while true { sleep(1) }
                }
            }()
            struct Tally: View {
                var count: Int
                var body: some View {
                    while count >= 0 {}
                    return Text("never")
                }
            }
            """)
        let folder = alone.deletingLastPathComponent().path
        let (batch, _, _) = try learn.start(["check", "tally", "--submissions", folder, "--reports", "reports", "--timeout", "30"])
        XCTAssertTrue(NamedProcesses.waitForOne(named: name, seconds: 60), "the daemon never started")
        batch.terminate()
        batch.waitUntilExit()
        usleep(500_000)
        XCTAssertEqual(NamedProcesses.running(named: name), [], "a submission's process is still running after the batch was stopped")
    }
}
