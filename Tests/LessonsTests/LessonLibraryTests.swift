import Foundation
import XCTest
@testable import Lessons

final class LessonLibraryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func step(_ chapter: Int, _ order: Int, _ title: String) -> String {
        "---\ntitle: \(title)\nchapter: \(chapter)\norder: \(order)\n---\nProse.\n"
    }

    func testAddingAFileAddsAStepInOrder() throws {
        try write("chapter4/chapter.md", "---\nchapter: 4\ntitle: Layout\n---\nHow views get their sizes.\n")
        try write("chapter4/b.md", step(4, 2, "Second"))
        try write("chapter4/a.md", step(4, 1, "First"))
        try write("chapter4/c.md", step(4, 3, "Third"))
        let library = LessonLibrary.load(from: root)
        XCTAssertEqual(library.problems, [])
        let chapter = try XCTUnwrap(library.chapter(4))
        XCTAssertEqual(chapter.title, "Layout")
        XCTAssertEqual(chapter.introduction, "How views get their sizes.")
        XCTAssertEqual(chapter.steps.map(\.title), ["First", "Second", "Third"])
    }

    func testAMalformedFileIsReportedAndTheOthersStillLoad() throws {
        try write("chapter4/chapter.md", "---\nchapter: 4\ntitle: Layout\n---\n")
        try write("chapter4/01.md", step(4, 1, "Good"))
        try write("chapter4/02.md", "---\ntitle: Broken\nchapter: 4\n---\n")
        try write("chapter4/03.md", step(5, 3, "Wrong chapter"))
        try write("chapter4/04.md", step(4, 1, "Same order"))
        let library = LessonLibrary.load(from: root)
        XCTAssertEqual(library.chapter(4)?.steps.map(\.title), ["Good"])
        XCTAssertEqual(library.problems.count, 3)
        XCTAssertTrue(library.problems[0].description.hasSuffix("02.md:1: the header has no `order:`"), library.problems[0].description)
        XCTAssertTrue(library.problems[1].message.contains("chapter 5"))
        XCTAssertTrue(library.problems[2].message.contains("order 1 is already used"))
    }

    func testMissingChapterFileIsReportedButStepsLoad() throws {
        try write("chapter2/01.md", step(2, 1, "Only"))
        let library = LessonLibrary.load(from: root)
        XCTAssertEqual(library.chapter(2)?.title, "Chapter 2")
        XCTAssertEqual(library.problems.map(\.message), ["the chapter has no chapter.md with its title"])
    }

    /// A project is a folder of `projects/` with a `project.md` and milestone steps that name it;
    /// it is listed after the book's chapters, in its own `order`.
    func testProjectsLoadFromTheirFolderAfterTheChapters() throws {
        try write("chapter1/chapter.md", "---\nchapter: 1\ntitle: Views\n---\n")
        try write("chapter1/01.md", step(1, 1, "One"))
        for (name, order) in [("zoo", 1), ("atlas", 2)] {
            try write("projects/\(name)/project.md", "---\nproject: \(name)\ntitle: \(name.capitalized)\norder: \(order)\n---\nAn app.\n")
            try write("projects/\(name)/01.md", "---\ntitle: Start\nproject: \(name)\norder: 1\n---\nBegin.\n")
        }
        try write("projects/zoo/02.md", "---\ntitle: Elsewhere\nproject: atlas\norder: 2\n---\n")
        let library = LessonLibrary.load(from: root)
        XCTAssertEqual(library.chapters.map(\.id), [.numbered(1), .project("zoo"), .project("atlas")])
        XCTAssertEqual(library.projects.map(\.title), ["Zoo", "Atlas"])
        XCTAssertEqual(library.numberedChapters.map(\.id), [1])
        XCTAssertEqual(library.chapter(.project("zoo"))?.introduction, "An app.")
        XCTAssertEqual(library.chapter(.project("zoo"))?.heading, "Project · Zoo")
        XCTAssertEqual(library.problems.map(\.message), ["the header says project atlas, but the file is in the folder of project zoo"])
    }

    /// The project's own lessons load without problems (a test of the shipped content).
    func testShippedLessonsLoadWithoutProblems() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons")
        let library = LessonLibrary.load(from: lessons)
        XCTAssertEqual(library.problems, [])
    }
}
