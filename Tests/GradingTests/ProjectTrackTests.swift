import Foundation
import XCTest
@testable import Grading
import Lessons

/// The project track (the issue "Build real apps"): `learn projects` lists the apps, `learn
/// project NAME` opens one in the REPL as a chapter opens, and its milestones extend one app
/// file, `~/learn-exercises/projects/NAME/`, each graded against that milestone's reference.
final class ProjectTrackTests: XCTestCase {
    /// A course with one project of two milestones, made from the fixture course's tally: a
    /// padded count first, then a gray background behind it.
    private func course() throws -> (LearnCommand, URL) {
        let root = try TemporaryFolder().url
        let tally = GradingFixtures.course.root.appendingPathComponent("Exercises/chapter1/tally")
        let starter = try String(contentsOf: tally.appendingPathComponent("Tally.swift"), encoding: .utf8)
        let padded = starter.replacingOccurrences(of: "Text(\"\\(count)\")", with: "Text(\"\\(count)\")\n            .padding(8)")
        let grayed = padded.replacingOccurrences(of: ".padding(8)", with: ".padding(8)\n            .background(Color.gray)")
        XCTAssertNotEqual(padded, starter, "the starter's text is where the test expects it")
        let milestones = [("tp-padding", 1, "A padded count", starter, padded), ("tp-background", 2, "A gray count", padded, grayed)]
        for (id, order, title, start, reference) in milestones {
            let folder = root.appendingPathComponent("Exercises/projects/tally-app/\(id)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
                { "id": "\(id)", "title": "\(title)", "project": "tally-app", "order": \(order), "step": \(order),
                  "starter": "Tally.swift", "instructions": "README.md",
                  "scenarios": [ { "name": "three", "view": "Tally(count: 3)", "width": 200, "height": 100 } ] }
                """.write(to: folder.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
            try start.write(to: folder.appendingPathComponent("Tally.swift"), atomically: true, encoding: .utf8)
            try "# \(title)\n\nChange {file}.\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let solutions = root.appendingPathComponent("Solutions/projects/tally-app")
            try FileManager.default.createDirectory(at: solutions, withIntermediateDirectories: true)
            try reference.write(to: solutions.appendingPathComponent("\(id).swift"), atomically: true, encoding: .utf8)
            let lessons = root.appendingPathComponent("Lessons/projects/tally-app")
            try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
            try "---\ntitle: \(title)\nproject: tally-app\norder: \(order)\n---\nA step of the app.\n"
                .write(to: lessons.appendingPathComponent("0\(order).md"), atomically: true, encoding: .utf8)
        }
        try "---\nproject: tally-app\ntitle: Tally App\norder: 1\n---\nAn app that counts.\n"
            .write(to: root.appendingPathComponent("Lessons/projects/tally-app/project.md"), atomically: true, encoding: .utf8)
        // A chapter too, so that the list of chapters has something to list besides.
        let chapter = root.appendingPathComponent("Lessons/chapter1")
        try FileManager.default.createDirectory(at: chapter, withIntermediateDirectories: true)
        try "---\nchapter: 1\ntitle: Counting\n---\n".write(to: chapter.appendingPathComponent("chapter.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Counting\nchapter: 1\norder: 1\n---\nCount.\n".write(to: chapter.appendingPathComponent("01.md"), atomically: true, encoding: .utf8)
        return (try LearnCommand(course: CourseFolders(root: root)), root)
    }

    func testProjectsAreListedAndTheChaptersListPointsToThem() throws {
        let (learn, _) = try course()
        let projects = try learn.run(["projects"])
        XCTAssertEqual(projects.status, 0, projects.standardError)
        XCTAssertTrue(projects.standardOutput.contains("tally-app  Tally App  0 of 2 milestones read, 0 of 2 exercises passed"), projects.standardOutput)
        XCTAssertTrue(projects.standardOutput.contains("learn project tally-app"), projects.standardOutput)
        let chapters = try learn.run(["list"])
        XCTAssertTrue(chapters.standardOutput.contains("`learn projects` lists 1 project."), chapters.standardOutput)
        XCTAssertFalse(chapters.standardOutput.contains("Tally App"), "projects are not chapters of the book: \(chapters.standardOutput)")
    }

    func testAProjectOpensInTheREPLAtItsFirstMilestoneAndOffersItsStep() throws {
        let (learn, _) = try course()
        let result = try learn.run(["project", "tally-app"], input: ":next\n:lessons\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Project · Tally App · milestone 1 of 2"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("An app that counts."), "the project's introduction opens it")
        XCTAssertTrue(result.standardOutput.contains("Milestone: A padded count."), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Project · Tally App · milestone 2 of 2"), result.standardOutput)
        // The place is saved as the project's, and `learn` alone continues there.
        let again = try learn.run([], input: "")
        XCTAssertTrue(again.standardOutput.contains("Project · Tally App · milestone 2 of 2"), again.standardOutput)
    }

    func testAnUnknownProjectIsNamedWithTheOnesThereAre() throws {
        let (learn, _) = try course()
        let result = try learn.run(["project", "talley"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "learn: there is no project \"talley\"; the projects are tally-app\n")
    }

    /// The milestones share the learner's app file: the second is checked on what the learner
    /// wrote for the first, not on a fresh copy of its starter.
    func testMilestonesExtendOneAppFile() throws {
        let (learn, _) = try course()
        let app = learn.copies.appendingPathComponent("projects/tally-app/Tally.swift")
        XCTAssertNotEqual(try learn.run(["check", "tp-padding"]).status, 0, "the first starter fails")
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.path), "the app file is made from the first starter")
        // The learner pads the count their own way.
        try String(contentsOf: app, encoding: .utf8).replacingOccurrences(of: "Text(\"\\(count)\")", with: "Text(\"\\(count)\").padding(.all, 8)")
            .write(to: app, atomically: true, encoding: .utf8)
        XCTAssertEqual(try learn.run(["check", "tp-padding"]).status, 0)
        let second = try learn.run(["check", "tp-background"])
        XCTAssertNotEqual(second.status, 0, "the background is not there yet")
        let held = try String(contentsOf: app, encoding: .utf8)
        XCTAssertTrue(held.contains(".padding(.all, 8)"), "the learner's own file is kept: \(held)")
        try held.replacingOccurrences(of: ".padding(.all, 8)", with: ".padding(.all, 8).background(Color.gray)")
            .write(to: app, atomically: true, encoding: .utf8)
        XCTAssertEqual(try learn.run(["check", "tp-background"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: learn.copies.appendingPathComponent("tp-background.swift").path))
        // The learner's editor opens the folder above the projects, where the compilation database is.
        let shown = try learn.run(["exercises", "tp-background"])
        let words = shown.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("open the folder ~/learn-exercises: its compile_commands.json"), shown.standardOutput)
        let database = try String(contentsOf: learn.copies.appendingPathComponent("compile_commands.json"), encoding: .utf8)
        XCTAssertTrue(database.contains(app.path), database)
    }
}
