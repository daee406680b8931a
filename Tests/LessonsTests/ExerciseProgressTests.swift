import Foundation
import XCTest
@testable import Lessons

/// Exercise states in the progress file: files from before exercises still load, and a save
/// keeps entries another process wrote since this one loaded.
final class ExerciseProgressTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAFileWrittenBeforeExercisesLoadsWithNone() throws {
        let store = ProgressStore(directory: directory)
        try Data(#"{"chapters": {"4": {"step": 3, "completed": [1, 2]}}, "lastChapter": 4}"#.utf8).write(to: store.file)
        let (progress, warning) = store.load()
        XCTAssertNil(warning)
        XCTAssertEqual(progress.lastChapter, 4)
        XCTAssertEqual(progress[chapter: 4].step, 3)
        XCTAssertEqual(progress.exercises, [:])
    }

    func testExerciseStatesAreSavedAndLoadedBack() throws {
        let store = ProgressStore(directory: directory)
        let entry = ExerciseProgress(state: .failing, hintsShown: 2, hasPassed: false, updated: Date(timeIntervalSince1970: 1_000))
        try store.save(LearnerProgress(exercises: ["badge": entry]))
        XCTAssertEqual(store.load().progress.exercises, ["badge": entry])
        let text = try String(contentsOf: store.file, encoding: .utf8)
        XCTAssertTrue(text.contains(#""state" : "failing""#), text)
    }

    func testASaveKeepsNewerEntriesFromTheFileAndReplacesOlderOnes() throws {
        let store = ProgressStore(directory: directory)
        let early = Date(timeIntervalSince1970: 1_000)
        let late = Date(timeIntervalSince1970: 2_000)
        // Another process recorded a pass of the badge, and a hint of the knob, after this one loaded.
        try store.save(LearnerProgress(exercises: [
            "badge": ExerciseProgress(state: .passed, hasPassed: true, updated: late),
            "knob": ExerciseProgress(hintsShown: 1, updated: early),
        ]))
        try store.save(LearnerProgress(lastChapter: 4, exercises: [
            "badge": ExerciseProgress(state: .failing, updated: early),
            "knob": ExerciseProgress(hintsShown: 2, updated: late),
        ]))
        let saved = store.load().progress
        XCTAssertEqual(saved.lastChapter, 4)
        XCTAssertEqual(saved.exercises["badge"]?.state, .passed)
        XCTAssertEqual(saved.exercises["knob"]?.hintsShown, 2)
    }
}
