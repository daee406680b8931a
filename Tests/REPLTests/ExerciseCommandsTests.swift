import Foundation
import XCTest

/// `:exercise`, `:check` and `:hint` in a piped REPL session on chapter 4, whose exercises are
/// the course's own.
final class ExerciseCommandsTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    private var badgeCopy: URL { session.home.appendingPathComponent("learn-exercises/badge.swift") }

    func testExerciseListsTheChaptersExercisesAndShowsOnesInstructions() throws {
        let result = try session.run(["chapter4"], input: [":exercise", ":exercise badge"])
        XCTAssertEqual(result.status, 0, result.errors)
        // A pipe is 80 columns wide, too narrow for a row of id, title, state and file: each
        // exercise is stacked.
        // The chapter's practice exercises (legend-item, after step 2, first) come before its
        // chapter-end ones.
        XCTAssertTrue(result.output.contains("Chapter 4\n  legend-item         not started\n    A legend key at its ideal size\n"), result.output)
        XCTAssertTrue(result.output.contains("\n  collapsible-hstack  not started\n    A collapsible HStack\n"), result.output)
        XCTAssertTrue(result.output.contains("Exercise badge (chapter 4): A badge view"), result.output)
        XCTAssertTrue(result.output.contains("Your file: ~/learn-exercises/badge.swift\n\nEdit it, then check it with `:check badge`; `:hint badge`\ngives a hint."), result.output)
        XCTAssertFalse(result.output.contains("# A badge"), "the README's Markdown is rendered, at the terminal's width")
        XCTAssertTrue(FileManager.default.fileExists(atPath: badgeCopy.path))
    }

    func testHintAndCheckTakeTheFirstExerciseNotPassedOrTheOneNamed() throws {
        let result = try session.run(["chapter4"], input: [":hint", ":check badge", ":exercise nope"])
        XCTAssertEqual(result.status, 0, result.errors)
        // The first exercise not passed is the chapter's first practice, legend-item.
        XCTAssertTrue(result.output.contains("Hint 1 of 3: A colour takes whatever it is offered, so the stack's offer"), result.output)
        // The starter passes "count 0 shows nothing", "count 0 in a stack …" and "the badged view
        // keeps its size", which compares only the size a badge that draws nothing keeps.
        XCTAssertTrue(result.output.contains("✗ badge: 3 of 14 scenarios pass"), result.output)
        XCTAssertTrue(result.output.contains("scenario \"count 5 on a padded text\": "), result.output)
        XCTAssertTrue(result.errors.contains("There is no exercise \"nope\""), result.errors)

        let data = try Data(contentsOf: session.dataDirectory.appendingPathComponent("progress.json"))
        let progress = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let exercises = try XCTUnwrap(progress["exercises"] as? [String: [String: Any]])
        // The copy checked is the starter, which is not the learner's work yet.
        XCTAssertEqual(exercises["badge"]?["state"] as? String, "not started")
        XCTAssertEqual(exercises["legend-item"]?["hintsShown"] as? Int, 1)
    }

    /// After `:load ID`, the exercise the learner loaded is the one they work on: `:check` and
    /// `:hint` without an id take it, not the step's practice.
    func testCheckAndHintWithoutAnIdTakeTheExerciseLoaded() throws {
        let result = try session.run(["chapter4"], input: [":load badge", ":hint", ":check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Checking ~/learn-exercises/badge.swift"), result.output)
        XCTAssertTrue(result.output.contains("✗ badge: 3 of 14 scenarios pass"), result.output)
        XCTAssertFalse(result.output.contains("legend-item"), result.output)
    }

    /// A practice loaded with `:load ID` and not changed at the prompt is checked as its file
    /// is, which keeps its comments and needs no backup; once the learner types a declaration
    /// of its views, `:check` grades what they typed.
    func testALoadedPracticeIsCheckedAsItsFileUntilSomethingIsTyped() throws {
        let kiosk = session.home.appendingPathComponent("learn-exercises/kiosk.swift")
        let loaded = try session.run(["chapter2"], input: [":load kiosk", ":check"])
        XCTAssertTrue(loaded.output.contains("Checking ~/learn-exercises/kiosk.swift"), loaded.output)
        XCTAssertFalse(loaded.output.contains("Checking what you typed"), loaded.output)
        XCTAssertTrue(try String(contentsOf: kiosk, encoding: .utf8).contains("// Exercise: a kiosk"), "the file keeps its comments")
        let typed = try session.run(["chapter2"], input: [":load kiosk", "struct ItemCounter: View { let item: String; let count: Int; let sell: () -> Void; var body: some View { Text(item) } }", ":check"])
        XCTAssertTrue(typed.output.contains("Checking what you typed at the prompt (ItemCounter, Kiosk)"), typed.output)
    }

    /// The instructions name the file the learner really has, and the `:load` they suggest works
    /// as written on the first try.
    func testInstructionsNameTheLearnersFileAndTheirLoadCommandWorks() throws {
        let result = try session.run(["chapter4"], input: [
            ":exercise badge",
            ":load badge",
            "Text(\"Hi\").badge(count: 5)",
            ":load ~/learn-exercises/badge.swift",
            ":load ~/nothing.swift",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Open your file, `~/learn-exercises/badge.swift`."), result.output)
        XCTAssertTrue(result.output.contains("type `:load badge`"), result.output)
        XCTAssertFalse(result.output.contains("Badge.swift"), result.output)
        XCTAssertFalse(result.errors.contains("badge cannot be read") || result.errors.contains("badge.swift cannot be read"), result.errors)
        XCTAssertTrue(result.output.contains("\nHi\n"), result.output)
        XCTAssertTrue(result.errors.contains("~/nothing.swift cannot be read: there is no such file."), result.errors)
    }
}
