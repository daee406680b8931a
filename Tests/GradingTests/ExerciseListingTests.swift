import Foundation
import XCTest
@testable import Grading

/// `learn exercises` in the terminals learners have: every line fits the width, a table where
/// one fits (titles wrapped in their column), each exercise stacked where none does.
final class ExerciseListingTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var learn: LearnCommand!

    /// The fixture course's `tally` and, in chapter 2, an exercise with an id as long as the
    /// repository's longest (18 characters, like collapsible-hstack) and a long title.
    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        let course = try GradingFixtures.copyOfCourse(in: folder)
        let root = course.root
        let tally = root.appendingPathComponent("Exercises/chapter1/tally")
        let long = root.appendingPathComponent("Exercises/chapter2/equal-width-layout")
        try FileManager.default.createDirectory(at: long.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tally, to: long)
        let manifest = try String(contentsOf: long.appendingPathComponent("exercise.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"id\": \"tally\"", with: "\"id\": \"equal-width-layout\"")
            .replacingOccurrences(of: "\"title\": \"A tally\"", with: "\"title\": \"A stack whose items share the widest one's width\"")
            .replacingOccurrences(of: "\"chapter\": 1", with: "\"chapter\": 2")
        try manifest.write(to: long.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
        let solutions = root.appendingPathComponent("Solutions")
        try FileManager.default.createDirectory(at: solutions.appendingPathComponent("chapter2"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: solutions.appendingPathComponent("chapter1/tally.swift"),
                                         to: solutions.appendingPathComponent("chapter2/equal-width-layout.swift"))
        learn = try LearnCommand(course: course)
    }

    private func listing(columns: Int) throws -> [String] {
        let result = try learn.run(["exercises"], environment: ["COLUMNS": "\(columns)"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// At 120 columns a row of id (18), title (48), state (11) and file (57: the longest path
    /// and " (not made yet)"), two columns before and between each, takes 142; the title
    /// column gets what is left, 120 - 94 = 26 columns, and the long title wraps in it.
    func testAt120ColumnsTitlesWrapInTheirColumn() throws {
        let lines = try listing(columns: 120)
        XCTAssertEqual(lines, [
            "Chapter 1",
            "  tally               A tally                     not started  ~/learn-exercises/tally.swift (not made yet)",
            "",
            "Chapter 2",
            "  equal-width-layout  A stack whose items share   not started  ~/learn-exercises/equal-width-layout.swift (not made yet)",
            "                      the widest one's width",
        ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 120 }, lines.joined(separator: "\n"))
    }

    /// At 50 columns not even the file fits beside the id: each exercise is its id and state,
    /// then its title and file below, wrapped between words at 46 columns (4 of indent).
    func testAt50ColumnsEachExerciseIsStacked() throws {
        let lines = try listing(columns: 50)
        XCTAssertEqual(lines, [
            "Chapter 1",
            "  tally               not started",
            "    A tally",
            "    ~/learn-exercises/tally.swift (not made yet)",
            "",
            "Chapter 2",
            "  equal-width-layout  not started",
            "    A stack whose items share the widest one's",
            "    width",
            "    ~/learn-exercises/equal-width-layout.swift",
            "    (not made yet)",
        ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 50 }, lines.joined(separator: "\n"))
    }

    /// Where everything fits, nothing wraps: one row an exercise, as before.
    func testWhereARowFitsEachExerciseIsOneRow() throws {
        XCTAssertEqual(try listing(columns: 160), [
            "Chapter 1",
            "  tally               A tally                                           not started  ~/learn-exercises/tally.swift (not made yet)",
            "",
            "Chapter 2",
            "  equal-width-layout  A stack whose items share the widest one's width  not started  ~/learn-exercises/equal-width-layout.swift (not made yet)",
        ])
    }
}
