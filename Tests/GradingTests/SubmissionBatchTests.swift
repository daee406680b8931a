import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

    /// `--format junit`: each report is `NAME.xml`, what `learn check --file F --format junit`
    /// prints for its file, and the summary is a JUnit report with a suite per submission.
    func testInJUnitEachReportIsWhatCheckingTheFileAloneGivesAndTheSummaryHasASuiteEach() throws {
        let result = try check(["--format", "junit"])
        XCTAssertEqual(result.status, 1, result.standardError)
        let document = try JUnitSchema.parse(result.standardOutput)
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.attribute(forName: "name")?.stringValue, "tally")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "24")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { $0.attribute(forName: "name")?.stringValue }, ["ada.swift", "bob.swift", "cy.swift", "dee.swift", "eve", "fay"])
        XCTAssertEqual(suites.map { $0.attribute(forName: "failures")?.stringValue }, ["0", "4", "0", "0", "0", "0"])
        XCTAssertEqual(suites[5].elements(forName: "system-out").first?.stringValue, "the folder fay has no .swift file named Tally.swift")
        let reports = learn.home.url.appendingPathComponent("reports")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted(),
                       ["ada.swift.xml", "bob.swift.xml", "cy.swift.xml", "dee.swift.xml", "eve.xml", "fay.xml"])
        for name in ["ada.swift", "bob.swift", "cy.swift"] {
            let alone = try learn.run(["check", "tally", "--file", submissions.appendingPathComponent(name).path, "--format", "junit"])
            XCTAssertEqual(try String(contentsOf: reports.appendingPathComponent("\(name).xml"), encoding: .utf8), alone.standardOutput, name)
        }
    }

    /// A class over three machines: each shard checks its part (the submissions in name
    /// order, every third from its own), and the merged summaries are the one run's summary.
    func testThreeShardsMergedAreWhatOneRunGives() throws {
        let whole = try check(["--json"])
        XCTAssertEqual(whole.status, 1, whole.standardError)
        var files: [String] = []
        var parts: [[String]] = []
        let reports = learn.home.url.appendingPathComponent("reports")
        for index in 1...3 {
            // The same reports folder as the one run, so that the reports' paths are the same.
            try FileManager.default.removeItem(at: reports)
            let shard = try check(["--json", "--shard", "\(index)/3"])
            XCTAssertEqual(shard.standardError, "")
            let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(shard.standardOutput.utf8)) as? [String: Any])
            XCTAssertEqual(summary["shard"] as? String, "\(index)/3")
            let names = try XCTUnwrap((summary["submissions"] as? [[String: Any]])?.compactMap { $0["name"] as? String })
            XCTAssertEqual((summary["totals"] as? [String: Int])?["submissions"], names.count)
            // Only the shard's submissions are checked.
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted(), names.map { $0 + ".json" })
            parts.append(names)
            files.append(try learn.home.write("summary-\(index).json", shard.standardOutput).path)
        }
        XCTAssertEqual(parts, [["ada.swift", "dee.swift"], ["bob.swift", "eve"], ["cy.swift", "fay"]])
        let merged = try learn.run(["check", "merge"] + files.reversed())
        XCTAssertEqual(merged.status, 1, merged.standardError)
        XCTAssertEqual(merged.standardError, "")
        XCTAssertEqual(try Self.withoutWhereItWasStopped(merged.standardOutput), try Self.withoutWhereItWasStopped(whole.standardOutput))
    }

    /// A summary, without the place a timed-out program was seen at when it was stopped (dee's
    /// loop, sampled at its timeout: `, at dee.swift:9:19 in …` one run, `, at dee.swift in …`
    /// another), which no two runs need agree on; everything else is compared.
    private static func withoutWhereItWasStopped(_ summary: String) throws -> NSDictionary? {
        let stripped = summary.replacing(/(still running after [0-9.]+ s \([^)]*\)), at [^"]*/) { $0.output.1 }
        return try JSONSerialization.jsonObject(with: Data(stripped.utf8)) as? NSDictionary
    }

    func testAShardWithNoSubmissionsIsAnEmptySummaryAndTheTextSummaryNamesTheShard() throws {
        for name in ["cy.swift", "dee.swift", "eve", "fay"] {
            try FileManager.default.removeItem(at: submissions.appendingPathComponent(name))
        }
        let result = try check(["--json", "--shard", "3/3"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((summary["submissions"] as? [Any])?.count, 0)
        XCTAssertEqual(summary["totals"] as? [String: Int], ["submissions": 0, "passed": 0, "failed": 0, "errors": 0])
        let text = try check(["--shard", "2/3"])
        XCTAssertEqual(text.status, 1, text.standardError)
        XCTAssertEqual(text.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } }, ["fail   bob.swift", "shard 2/3"])
        XCTAssertTrue(text.standardOutput.hasSuffix("shard 2/3: 0 of 1 submissions pass, 1 fail, 0 could not be graded; the JSON reports are in reports\n"),
                      text.standardOutput)
    }

    func testBadShardsAndSummariesThatDoNotMergeAreBadUsage() throws {
        for shard in ["0/3", "4/3", "x"] {
            let result = try check(["--shard", shard])
            XCTAssertEqual(result.status, 2, shard)
            XCTAssertEqual(result.standardOutput, "", shard)
            XCTAssertTrue(result.standardError.contains("--shard \(shard) is not a part of the class: write K/N"), result.standardError)
        }
        XCTAssertEqual(try learn.run(["check", "tally", "--file", "x.swift", "--shard", "1/2"]).status, 2)

        func summary(_ exercise: String, _ shard: String, _ names: [String]) -> String {
            let entries = names.map { #"{"message": "m", "name": "\#($0)", "report": "r", "status": "pass"}"# }
            return #"{"exercise": "\#(exercise)", "shard": "\#(shard)", "submissions": [\#(entries.joined(separator: ","))], "#
                + #""totals": {"errors": 0, "failed": 0, "passed": \#(names.count), "submissions": \#(names.count)}}"#
        }
        let first = try learn.home.write("one.json", summary("tally", "1/2", ["ada.swift"])).path
        let badge = try learn.home.write("badge.json", summary("badge", "2/2", ["bob.swift"])).path
        let twice = try learn.home.write("twice.json", summary("tally", "2/2", ["ada.swift"])).path
        let second = try learn.home.write("two.json", summary("tally", "2/2", ["bob.swift"])).path
        let merged = try learn.run(["check", "merge", first, second])
        XCTAssertEqual(merged.status, 0, merged.standardError)
        for (files, message) in [
            ([first, badge], "\(first) is a summary of exercise \"tally\" and \(badge) of \"badge\""),
            ([first, twice], "the submission ada.swift is in both \(first) and \(twice)"),
            ([first], "the summaries of shard 2/2 are missing"),
            ([first, learn.home.url.appendingPathComponent("nowhere.json").path], "nowhere.json cannot be read"),
            ([first, learn.home.url.appendingPathComponent("class/ada.swift").path], "ada.swift is not the JSON summary of a class"),
            ([], "give the JSON summaries of the shards to merge"),
        ] {
            let result = try learn.run(["check", "merge"] + files)
            XCTAssertEqual(result.status, 2, message)
            XCTAssertEqual(result.standardOutput, "", message)
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
        }
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
