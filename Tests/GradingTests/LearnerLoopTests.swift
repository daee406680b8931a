import Foundation
import XCTest

/// The learner's loop from a shell: the copy made from the starter, states in `learn
/// exercises`, hints one at a time, reset, the solution once passed, and watch.
final class LearnerLoopTests: XCTestCase {
    private var learn: LearnCommand!

    override func setUpWithError() throws {
        learn = try LearnCommand()
    }

    private var copy: URL { learn.copies.appendingPathComponent("tally.swift") }

    private func writeCorrectCopy() throws {
        try writeCopy("correct-written-differently")
    }

    /// Puts the learner file `name` of the fixtures in place of the learner's copy.
    private func writeCopy(_ name: String) throws {
        let text = try String(contentsOfFile: GradingFixtures.folder.appendingPathComponent("learner/\(name).swift").path, encoding: .utf8)
        try text.write(to: copy, atomically: true, encoding: .utf8)
    }

    private func starter() throws -> String {
        try String(contentsOf: GradingFixtures.course.exercises.appendingPathComponent("chapter1/tally/Tally.swift"), encoding: .utf8)
    }

    func testStatesGoFromNotStartedToFailingToPassedAndTheSolutionShowsOnceItPassed() throws {
        let listed = try learn.run(["exercises"])
        XCTAssertEqual(listed.standardOutput, "Chapter 1\n  tally  A tally  not started  ~/learn-exercises/tally.swift (not made yet)\n")

        let starterChecked = try learn.run(["check", "tally"])
        XCTAssertEqual(starterChecked.status, 1)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), try starter())
        // The advice is wrapped between words at the output's width (80 on a pipe); the path is one.
        let advice = starterChecked.standardOutput.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(advice.contains("Edit \(copy.path) and check again; `learn hint tally` gives a hint."), starterChecked.standardOutput)
        // The starter is not the learner's work: checking it leaves the exercise not started.
        XCTAssertTrue(try learn.run(["exercises"]).standardOutput.contains("tally  A tally  not started  ~/learn-exercises/tally.swift\n"))
        try writeCopy("too-little-padding")
        XCTAssertEqual(try learn.run(["check", "tally"]).status, 1)
        XCTAssertTrue(try learn.run(["exercises"]).standardOutput.contains("tally  A tally  failing      ~/learn-exercises/tally.swift\n"))

        let locked = try learn.run(["solution", "tally"])
        XCTAssertEqual(locked.status, 1)
        XCTAssertTrue(locked.standardOutput.hasPrefix("The reference solution is shown once yours passes"), locked.standardOutput)

        try writeCorrectCopy()
        let passed = try learn.run(["check", "tally"])
        XCTAssertEqual(passed.status, 0, passed.standardOutput)
        XCTAssertTrue(passed.standardOutput.hasPrefix("✓ tally: all 4 scenarios draw what the reference solution draws\nSee the reference solution with `learn solution tally`."))
        XCTAssertTrue(try learn.run(["exercises"]).standardOutput.contains("tally  A tally  passed       ~/learn-exercises/tally.swift\n"))
        let solution = try learn.run(["solution", "tally"])
        XCTAssertEqual(solution.status, 0)
        XCTAssertEqual(solution.standardOutput, try String(contentsOf: GradingFixtures.course.solutions.appendingPathComponent("chapter1/tally.swift"), encoding: .utf8))

        let exercises = try XCTUnwrap(try learn.progress()["exercises"] as? [String: [String: Any]])
        XCTAssertEqual(exercises["tally"]?["state"] as? String, "passed")
        XCTAssertEqual(exercises["tally"]?["hasPassed"] as? Bool, true)
    }

    func testACheckOfAnotherFileRecordsNoProgress() throws {
        let result = try learn.run(["check", "tally", "--file", GradingFixtures.folder.appendingPathComponent("learner/correct-written-differently.swift").path])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: learn.home.url.appendingPathComponent("data/learn/progress.json").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
    }

    func testHintsComeOneAtATimeAndTheCountIsRemembered() throws {
        XCTAssertEqual(try learn.run(["hint", "tally"]).standardOutput, "Hint 1 of 2: Pad the text.\n")
        XCTAssertEqual(try learn.run(["hint", "tally"]).standardOutput,
                       "Hint 2 of 2: Put a gray background behind the padding.\n(That is the last hint.)\n")
        XCTAssertEqual(try learn.run(["hint", "tally"]).standardOutput,
                       "Hint 2 of 2: Put a gray background behind the padding.\n(That is the last hint.)\n")
        let exercises = try XCTUnwrap(try learn.progress()["exercises"] as? [String: [String: Any]])
        XCTAssertEqual(exercises["tally"]?["hintsShown"] as? Int, 2)
        XCTAssertEqual(try learn.run(["hint", "nope"]).status, 2)
    }

    func testResetAsksOrNeedsYesAndPutsTheStarterBack() throws {
        XCTAssertEqual(try learn.run(["check", "tally"]).status, 1)
        try writeCorrectCopy()
        XCTAssertEqual(try learn.run(["check", "tally"]).status, 0)

        // Standard input is not a terminal here, so nothing can be asked.
        let refused = try learn.run(["reset", "tally"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("learn reset asks before it replaces \(copy.path); run it in a terminal, or add --yes"), refused.standardError)
        XCTAssertNotEqual(try String(contentsOf: copy, encoding: .utf8), try starter())

        let solved = try String(contentsOf: copy, encoding: .utf8)
        let reset = try learn.run(["reset", "tally", "--yes"])
        XCTAssertEqual(reset.status, 0)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), try starter())
        // What the file held is kept, and the learner is told where.
        let backups = learn.copies.appendingPathComponent("backups")
        let kept = try FileManager.default.contentsOfDirectory(atPath: backups.path)
        XCTAssertEqual(kept.count, 1)
        XCTAssertTrue(kept[0].hasPrefix("tally-") && kept[0].hasSuffix(".swift"), kept[0])
        XCTAssertEqual(try String(contentsOf: backups.appendingPathComponent(kept[0]), encoding: .utf8), solved)
        XCTAssertEqual(reset.standardOutput, "\(copy.path) is the starter again. What it held is kept in \(backups.appendingPathComponent(kept[0]).path).\n")
        // Resetting the starter again keeps nothing more: there is nothing of the learner's in it.
        XCTAssertEqual(try learn.run(["reset", "tally", "--yes"]).standardOutput, "\(copy.path) is the starter again.\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: backups.path).count, 1)
        XCTAssertTrue(try learn.run(["exercises"]).standardOutput.contains("not started"))
        // Checking the starter it put back changes nothing: before, the exercise showed failing.
        XCTAssertEqual(try learn.run(["check", "tally"]).status, 1)
        XCTAssertTrue(try learn.run(["exercises"]).standardOutput.contains("tally  A tally  not started  ~/learn-exercises/tally.swift\n"))
        // A solution once passed stays visible.
        XCTAssertEqual(try learn.run(["solution", "tally"]).status, 0)
    }

    /// The instructions are the README's Markdown rendered for the terminal's width (here a
    /// pipe with `COLUMNS=50`), as lesson prose is: no `#` before the title, lines wrapped.
    func testExercisesWithAnIdShowsTheInstructionsAndMakesTheCopy() throws {
        let result = try learn.run(["exercises", "tally"], environment: ["COLUMNS": "50"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            Exercise tally (chapter 1): A tally

            A tally
            ═══════

            Show `count` in a gray box with 8 points of
            padding around it.

            Your file: ~/learn-exercises/tally.swift

            Edit it, then check it with `learn check tally`;
            `learn hint tally` gives a hint.

            In an editor with Swift support (VS Code, Neovim,
            Emacs), open the folder ~/learn-exercises: its
            compile_commands.json lets sourcekit-lsp find
            SwiftUI.

            """)
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy.path))
    }

    func testWatchChecksAgainWhenTheFileIsSaved() throws {
        let (process, output, _) = try learn.start(["watch", "tally"])
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        XCTAssertTrue(wait(for: "Watching \(copy.path). Ctrl-C ends.", in: output), (try? String(contentsOf: output, encoding: .utf8)) ?? "")
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).hasPrefix("✗ tally: 0 of 4 scenarios pass"))
        try writeCorrectCopy()
        XCTAssertTrue(wait(for: "✓ tally: all 4 scenarios draw", in: output), (try? String(contentsOf: output, encoding: .utf8)) ?? "")
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("— tally.swift saved —"))
    }

    /// Waits up to 20 s for `text` to appear in `file`.
    private func wait(for text: String, in file: URL) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let content = try? String(contentsOf: file, encoding: .utf8), content.contains(text) { return true }
            usleep(50_000)
        }
        return false
    }
}
