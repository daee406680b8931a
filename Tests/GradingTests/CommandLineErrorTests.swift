import Foundation
import XCTest

/// What learn says when the command line names something that does not exist: what was wrong
/// and what there is, on one line, with bad-input status 2 and without ArgumentParser's usage
/// (which says how to write a command, not which chapters or exercises there are).
final class CommandLineErrorTests: XCTestCase {
    func testAnUnknownExerciseNamesTheExercisesThereAre() throws {
        let learn = try LearnCommand()
        for arguments in [["check", "nope"], ["hint", "nope"], ["reset", "nope", "--yes"], ["exercises", "nope"], ["solution", "nope"]] {
            let result = try learn.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            XCTAssertEqual(result.standardError, "learn: there is no exercise \"nope\"; the exercises are: tally\n", "\(arguments)")
        }
    }

    /// A slip of a letter or two, or part of an id, is taken for the id it is nearest to.
    func testAnExerciseIdWithASlipNamesTheNearestOne() throws {
        let learn = try LearnCommand(course: GradingFixtures.repositoryCourse)
        let expected = [
            "bagde": "badge",  // two letters swapped
            "tabel": "table",
            "sticker": "price-sticker",  // part of the id
            "colapsible-hstack": "collapsible-hstack",  // a letter left out
        ]
        for (typed, nearest) in expected {
            let result = try learn.run(["check", typed])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.standardError, "learn: there is no exercise \"\(typed)\"; did you mean \"\(nearest)\"?\n")
        }
    }

    /// The repository's lessons have a folder for each of their chapters, 1 to N.
    func testAnUnknownChapterSaysWhichChaptersThereAre() throws {
        let learn = try LearnCommand(course: GradingFixtures.repositoryCourse)
        let chapters = try FileManager.default.contentsOfDirectory(atPath: GradingFixtures.repository.appendingPathComponent("Lessons").path)
            .filter { $0.hasPrefix("chapter") }.count
        for arguments in [["chapter\(chapters + 1)"], ["chapter", "\(chapters + 1)"], ["\(chapters + 1)"]] {
            let result = try learn.run(arguments)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.standardError, "learn: there is no chapter \(chapters + 1); there are chapters 1 to \(chapters)\n")
        }
        let words = try learn.run(["chapter", "four"])
        XCTAssertEqual(words.status, 2)
        XCTAssertEqual(words.standardError, "learn: \"four\" is not a chapter; try `learn chapter4` or `learn 4`\n")
    }

    /// How a command is written stays ArgumentParser's to explain, with the usage.
    func testAMalformedCommandLineStillShowsTheUsage() throws {
        let result = try LearnCommand().run(["check", "--all", "tally"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("give an exercise id or --all, not both"), result.standardError)
        XCTAssertTrue(result.standardError.contains("Usage: learn check"), result.standardError)
    }
}
