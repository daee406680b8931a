import Foundation
import LearnerFiles
import XCTest

/// A kept copy never replaces an earlier one, whether written or moved aside.
final class KeptCopyTests: XCTestCase {
    private var folder: URL!
    private let time = Date()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testCopiesOfTheSameSecondAreNumberedAndEachKeepsItsContent() throws {
        let backups = folder.appendingPathComponent("backups")
        let first = try KeptCopy.keep(Data("one".utf8), in: backups, name: "badge", suffix: ".swift", at: time)
        let second = try KeptCopy.keep(Data("two".utf8), in: backups, name: "badge", suffix: ".swift", at: time)
        let third = try KeptCopy.keep(Data("three".utf8), in: backups, name: "badge", suffix: ".swift", at: time)
        let stem = try XCTUnwrap(first.lastPathComponent.wholeMatch(of: /(badge-[0-9]{8}-[0-9]{6})\.swift/)?.1)
        XCTAssertEqual(second.lastPathComponent, stem + "-2.swift")
        XCTAssertEqual(third.lastPathComponent, stem + "-3.swift")
        XCTAssertEqual(try [first, second, third].map { try String(contentsOf: $0, encoding: .utf8) }, ["one", "two", "three"])
    }

    func testAFileMovedAsideReplacesNoneMovedBefore() throws {
        let file = folder.appendingPathComponent("progress.json")
        try Data("first".utf8).write(to: file)
        let first = try KeptCopy.move(file, to: folder, name: "progress.json.corrupt", at: time)
        try Data("second".utf8).write(to: file)
        let second = try KeptCopy.move(file, to: folder, name: "progress.json.corrupt", at: time)
        XCTAssertNotNil(first.lastPathComponent.wholeMatch(of: /progress\.json\.corrupt-[0-9]{8}-[0-9]{6}/), first.lastPathComponent)
        XCTAssertEqual(second.lastPathComponent, first.lastPathComponent + "-2")
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "first")
        XCTAssertEqual(try String(contentsOf: second, encoding: .utf8), "second")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }
}
