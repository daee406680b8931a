import Foundation
import Lessons
import XCTest

/// Nothing of the learner's is lost: lesson progress saved by two REPLs at once, files that
/// `:save` replaces, and progress files that could not be read.
final class LearnersDataTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    /// A REPL that saves after another one did keeps the other's steps read, and where the
    /// learner stopped is where they moved last.
    func testTwoREPLsAtOnceKeepEachOthersLessonProgress() throws {
        let first = try session.start(["chapter4"])
        try first.waitForOutput(containing: "Proposing and reporting sizes")
        // While the first is open, a second one reads step 4 and moves on from it.
        let second = try session.run(["chapter4"], input: [":goto 4", ":next"])
        XCTAssertEqual(second.status, 0, second.errors)
        // Then the first moves on from step 1, and quits.
        first.type(":next")
        try first.waitForOutput(containing: "Ideal, minimum and maximum")
        first.type(":lessons")
        let ended = try first.finish()
        XCTAssertEqual(ended.status, 0, ended.errors)
        XCTAssertTrue(ended.output.contains(" ✓ 4. Images keep their own size"), "the first REPL shows what the second read: \(ended.output)")

        let saved = ProgressStore(directory: session.dataDirectory).load().progress
        XCTAssertEqual(saved[chapter: 4].completed, [1, 4])
        XCTAssertEqual(saved[chapter: 4].step, 2, "the first REPL moved last")
        let resumed = try session.run(["4"], input: [])
        XCTAssertTrue(resumed.output.contains("Ideal, minimum and maximum"), "resumes where the learner moved last")
    }

    /// `:save` over an exercise file keeps what it held in the exercises' backups, as
    /// `learn reset` does, and says where; saving what the file already holds keeps nothing.
    func testSaveOverAnExerciseFileKeepsItsOldContentInBackups() throws {
        let copies = session.home.appendingPathComponent("learn-exercises")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        let badge = copies.appendingPathComponent("badge.swift")
        try Data("// my badge, half done\n".utf8).write(to: badge)
        let result = try session.run(["chapter4"], input: [
            "struct Box: View { var body: some View { Color.red } }",
            ":save ~/learn-exercises/badge.swift",
            ":save ~/learn-exercises/badge.swift",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let backups = try FileManager.default.contentsOfDirectory(atPath: copies.appendingPathComponent("backups").path)
        XCTAssertEqual(backups.count, 1, "\(backups)")
        let backup = try XCTUnwrap(backups.first)
        XCTAssertEqual(try String(contentsOf: copies.appendingPathComponent("backups/\(backup)"), encoding: .utf8), "// my badge, half done\n")
        XCTAssertTrue(result.output.contains(
            "Saved 1 declaration(s) to ~/learn-exercises/badge.swift. What it held before is kept in ~/learn-exercises/backups/\(backup).\n"
                + "Saved 1 declaration(s) to ~/learn-exercises/badge.swift.\n"), result.output)
        XCTAssertTrue(try String(contentsOf: badge, encoding: .utf8).contains("struct Box: View"))
    }

    /// Any other file is kept beside itself, under a name no Swift tool compiles, and `:help` says so.
    func testSaveOverAnyOtherFileKeepsItsOldContentBesideIt() throws {
        let notes = session.home.appendingPathComponent("Session.swift")
        try Data("struct Mine: View { var body: some View { Text(\"mine\") } }\n".utf8).write(to: notes)
        let result = try session.run(["chapter4"], input: [
            "struct Box: View { var body: some View { Color.red } }",
            ":save Session.swift",
            ":help",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let kept = try FileManager.default.contentsOfDirectory(atPath: session.home.path).filter { $0.hasPrefix("Session.swift.backup-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        let copy = try XCTUnwrap(kept.first)
        XCTAssertTrue(try String(contentsOf: session.home.appendingPathComponent(copy), encoding: .utf8).contains("struct Mine"))
        XCTAssertTrue(result.output.contains("Saved 1 declaration(s) to Session.swift. What it held before is kept in ~/\(copy)."), result.output)
        XCTAssertTrue(result.output.contains(
            ":save keeps what a file it replaces held: your exercise files in ~/learn-exercises/backups (as learn reset does), "
                + "any other file beside it as FILE.backup-TIME."), result.output)
    }

    /// Each progress file that could not be read is kept under a name of its own, which the
    /// message gives.
    func testEveryCorruptProgressFileIsKeptAndNamed() throws {
        let file = session.dataDirectory.appendingPathComponent("progress.json")
        try FileManager.default.createDirectory(at: session.dataDirectory, withIntermediateDirectories: true)
        var messages: [String] = []
        for text in ["{broken", "{broken again"] {
            try Data(text.utf8).write(to: file)
            let result = try session.run(["chapter4"], input: [])
            XCTAssertEqual(result.status, 0)
            messages.append(result.errors)
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: session.dataDirectory.path)
            .filter { $0.hasPrefix("progress.json.corrupt-") }.sorted()
        XCTAssertEqual(kept.count, 2, "\(kept)")
        XCTAssertEqual(try kept.map { try String(contentsOf: session.dataDirectory.appendingPathComponent($0), encoding: .utf8) },
                       ["{broken", "{broken again"])
        for (name, message) in zip(kept, messages) {
            XCTAssertTrue(message.contains("could not be read, so learn starts afresh; the old file is kept as "
                + session.dataDirectory.appendingPathComponent(name).path + "."), message)
        }
    }
}
