import Foundation
import XCTest
import LearnerFiles
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
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["progress.json", "progress.lock"])
    }

    /// A progress file from before projects (the last chapter a number) still loads, and a
    /// project's place is kept by its folder.
    func testTheLastChapterIsANumberAndAProjectItsFolder() throws {
        let store = ProgressStore(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"lastChapter": 4, "chapters": {"4": {"step": 3, "completed": [1, 2]}}}"#.utf8).write(to: store.file)
        let old = store.load()
        XCTAssertNil(old.warning)
        XCTAssertEqual(old.progress.lastChapter, .numbered(4))
        XCTAssertEqual(old.progress[chapter: 4].step, 3)
        var progress = old.progress
        progress.open(chapter: .project("airport"), at: Date(timeIntervalSince1970: 2_000_000_000))
        progress[chapter: .project("airport")].move(to: 2)
        try store.save(progress)
        let text = try String(contentsOf: store.file, encoding: .utf8)
        XCTAssertTrue(text.contains(#""lastChapter" : "projects/airport""#), text)
        XCTAssertTrue(text.contains(#""projects/airport" : {"#), text)
        XCTAssertEqual(store.load().progress.lastChapter, .project("airport"))
        XCTAssertEqual(store.load().progress[chapter: .project("airport")].step, 2)
    }

    func testCorruptFileIsReportedKeptAsideAndReplaced() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = ProgressStore(directory: directory)
        try Data("{ not json".utf8).write(to: store.file)
        let (progress, warning) = store.load()
        XCTAssertEqual(progress, LearnerProgress())
        let aside = try keptAside()
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(warning, "Your progress file \(store.file.path) could not be read, so learn starts afresh; "
            + "the old file is kept as \(directory.appendingPathComponent(aside[0]).path).")
        try store.save(LearnerProgress(lastChapter: 1))
        XCTAssertEqual(store.load().progress.lastChapter, 1)
    }

    /// A second corrupt file is kept beside the first, which stays as it was.
    func testEachCorruptFileIsKeptUnderANameOfItsOwn() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = ProgressStore(directory: directory)
        try Data("{ first".utf8).write(to: store.file)
        let first = store.load().warning
        try Data("{ second".utf8).write(to: store.file)
        let second = store.load().warning
        let aside = try keptAside()
        XCTAssertEqual(aside.count, 2, "\(aside)")
        let contents = try aside.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        XCTAssertEqual(Set(contents), ["{ first", "{ second"])
        for (name, warning) in zip(aside, [first, second]) {
            XCTAssertTrue(warning?.hasSuffix("the old file is kept as \(directory.appendingPathComponent(name).path).") ?? false, "\(String(describing: warning))")
        }
    }

    private func keptAside() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("progress.json.corrupt-") }.sorted()
    }

    /// A save keeps what another process saved since this one loaded: steps either completed,
    /// and the later of two places and of two last chapters.
    func testASaveMergesLessonProgressWithWhatAnotherProcessSaved() throws {
        let store = ProgressStore(directory: directory)
        let early = Date(timeIntervalSince1970: 1_000)
        let late = Date(timeIntervalSince1970: 2_000)
        var mine = store.load().progress
        var theirs = store.load().progress
        theirs.open(chapter: 2, at: late)
        theirs[chapter: 2].completed = [1]
        theirs[chapter: 2].move(to: 2, at: late)
        theirs[chapter: 4].completed = [3]
        theirs[chapter: 4].move(to: 4, at: early)
        try store.save(theirs)
        mine.open(chapter: 4, at: early)
        mine[chapter: 4].completed = [1]
        mine[chapter: 4].move(to: 2, at: late)
        let written = try store.save(mine)
        let saved = store.load().progress
        XCTAssertEqual(saved, written)
        XCTAssertEqual(saved.lastChapter, 2, "the chapter opened later")
        XCTAssertEqual(saved[chapter: 2].completed, [1])
        XCTAssertEqual(saved[chapter: 2].step, 2)
        XCTAssertEqual(saved[chapter: 4].completed, [1, 3], "a step either marked read stays read")
        XCTAssertEqual(saved[chapter: 4].step, 2, "the later move")
    }

    /// Processes saving at once take turns: each one's step is in the file at the end.
    func testSavesAtTheSameTimeLoseNothing() throws {
        let store = ProgressStore(directory: directory)
        let savers = 8
        let saves = 20
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: savers) { saver in
            // Each saver loaded before the others saved, and marks its own steps read one by one.
            var progress = LearnerProgress()
            for save in 0..<saves {
                progress[chapter: 1].completed.insert(saver * saves + save)
                do { try store.save(progress) } catch { failures.add("\(error)") }
            }
        }
        XCTAssertEqual(failures.messages.count, 0, failures.messages.first ?? "")
        let lost = Set(0..<(savers * saves)).subtracting(store.load().progress[chapter: 1].completed)
        XCTAssertEqual(lost, [], "steps whose saves were lost")
    }

    func testPathsFollowXDGWithHomeDefaults() {
        let defaults = LearnPaths(environment: ["HOME": "/home/ada"])
        XCTAssertEqual(defaults.data.path, "/home/ada/.local/share/learn")
        XCTAssertEqual(defaults.state.path, "/home/ada/.local/state/learn")
        let custom = LearnPaths(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state"])
        XCTAssertEqual(custom.data.path, "/data/learn")
        XCTAssertEqual(custom.state.path, "/state/learn")
    }

    /// An empty or relative `HOME` counts as unset: the account's home folder, never the
    /// working folder or the root.
    func testAnEmptyOrRelativeHomeIsTheAccountsHome() throws {
        let account = try XCTUnwrap(HomeFolder.accountHome())
        for home in ["", "ada"] {
            XCTAssertEqual(LearnPaths(environment: ["HOME": home]).data.path, account + "/.local/share/learn", home)
            XCTAssertEqual(LearnPaths(environment: ["HOME": home]).state.path, account + "/.local/state/learn", home)
        }
    }
}

/// Messages collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func add(_ message: String) { lock.withLock { collected.append(message) } }
    var messages: [String] { lock.withLock { collected } }
}
