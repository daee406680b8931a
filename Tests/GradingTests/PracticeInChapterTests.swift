import Foundation
import XCTest
@testable import Grading

/// Practice inside a chapter: an exercise whose manifest names a lesson step is offered after
/// that step, and `:check` there grades what the learner typed at the prompt, as the issue on
/// learning by doing asks ("solves at the prompt and checks with `:check`, no separate file").
final class PracticeInChapterTests: XCTestCase {
    /// A course of one lesson step and the fixture course's tally exercise, made practice for it.
    private func course() throws -> (LearnCommand, URL) {
        let root = try TemporaryFolder().url
        try FileManager.default.copyItem(at: GradingFixtures.course.root.appendingPathComponent("Exercises"),
                                         to: root.appendingPathComponent("Exercises"))
        try FileManager.default.copyItem(at: GradingFixtures.course.root.appendingPathComponent("Solutions"),
                                         to: root.appendingPathComponent("Solutions"))
        let manifest = root.appendingPathComponent("Exercises/chapter1/tally/exercise.json")
        let json = try String(contentsOf: manifest, encoding: .utf8)
        try json.replacingOccurrences(of: "\"order\": 1,", with: "\"order\": 1,\n  \"step\": 1,").write(to: manifest, atomically: true, encoding: .utf8)
        let lessons = root.appendingPathComponent("Lessons/chapter1")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "---\nchapter: 1\ntitle: Counting\n---\n".write(to: lessons.appendingPathComponent("chapter.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Padding a count\nchapter: 1\norder: 1\n---\nA count reads better padded.\n"
            .write(to: lessons.appendingPathComponent("01-padding.md"), atomically: true, encoding: .utf8)
        return (try LearnCommand(course: CourseFolders(root: root)), root)
    }

    func testTheStepOffersItsPracticeAndCheckGradesWhatWasTypedAtThePrompt() throws {
        let (learn, root) = try course()
        let solution = try String(contentsOf: root.appendingPathComponent("Solutions/chapter1/tally.swift"), encoding: .utf8)
            .replacingOccurrences(of: "import SwiftUI\n", with: "")
        let result = try learn.run(["chapter1"], input: solution + "\n:check\n")
        XCTAssertTrue(result.standardOutput.contains("Practice: A tally."), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Checking what you typed at the prompt (Tally)"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("✓ tally"), result.standardOutput + result.standardError)
        // What was typed is now the learner's file, so `learn check` sees it too.
        let copy = try String(contentsOf: learn.copies.appendingPathComponent("tally.swift"), encoding: .utf8)
        XCTAssertTrue(copy.contains(".background(Color.gray)"), copy)
        XCTAssertEqual(try learn.run(["check", "tally"]).status, 0)
    }

    /// Nothing typed at the prompt declares the exercise's views: `:check` grades the file, and
    /// leaves it as it was.
    func testWithoutTheViewsTypedTheFileIsChecked() throws {
        let (learn, _) = try course()
        let result = try learn.run(["chapter1"], input: "Text(\"something else\")\n:check\n")
        XCTAssertFalse(result.standardOutput.contains("Checking what you typed"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("✗ tally"), result.standardOutput + result.standardError)
    }
}
