import Foundation
import XCTest
@testable import Lessons

final class ProgressStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testMissingFileIsAFreshStart() {
        let (progress, warning) = ProgressStore(directory: directory).load()
        XCTAssertEqual(progress, LearnerProgress())
        XCTAssertNil(warning)
    }

    func testSavedProgressLoadsBackAndLeavesNoTemporaryFile() throws {
        let store = ProgressStore(directory: directory)
        var progress = LearnerProgress(lastChapter: 4)
        progress[chapter: 4] = .init(step: 3, completed: [1, 2])
        try store.save(progress)
        XCTAssertEqual(store.load().progress, progress)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["progress.json"])
    }

    func testCorruptFileIsReportedKeptAsideAndReplaced() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = ProgressStore(directory: directory)
        try Data("{ not json".utf8).write(to: store.file)
        let (progress, warning) = store.load()
        XCTAssertEqual(progress, LearnerProgress())
        XCTAssertTrue(warning?.contains("could not be read") ?? false)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.file.path + ".corrupt"))
        try store.save(LearnerProgress(lastChapter: 1))
        XCTAssertEqual(store.load().progress.lastChapter, 1)
    }

    func testPathsFollowXDGWithHomeDefaults() {
        let defaults = LearnPaths(environment: ["HOME": "/home/ada"])
        XCTAssertEqual(defaults.data.path, "/home/ada/.local/share/learn")
        XCTAssertEqual(defaults.state.path, "/home/ada/.local/state/learn")
        let custom = LearnPaths(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state"])
        XCTAssertEqual(custom.data.path, "/data/learn")
        XCTAssertEqual(custom.state.path, "/state/learn")
    }
}
