import LearnerFiles
import LearnerPrograms
import ScenarioRecords
import XCTest
@testable import Grading
import TerminalSupport

/// The kept reference: a check whose key matches uses what the reference drew before, any
/// change to what could change that drawing runs the reference again, and a broken or failed
/// entry costs only time.
final class ReferenceCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var course: CourseFolders!
    private var cache: ReferenceCache!

    /// A copy of the fixture course that a test may change, and an empty cache of its own.
    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        course = try GradingFixtures.copyOfCourse(in: folder)
        cache = ReferenceCache(folder: CacheFolder(environment: ["XDG_CACHE_HOME": folder.url.appendingPathComponent("cache").path]))
    }

    private func tally() throws -> Exercise {
        try XCTUnwrap(ExerciseCatalog.load(course).exercise("tally"))
    }

    private func grader() throws -> Grader {
        Grader(toolchain: try Toolchain.locate(), runtime: try RuntimeLocation.locate(), referenceCache: cache)
    }

    private var entry: URL {
        URL(fileURLWithPath: cache.folder.path).appendingPathComponent("reference-tally.json")
    }

    private func grade(_ learner: String) throws -> ExerciseResult {
        try grader().grade(try tally(), file: try GradingFixtures.learnerFile(learner))
    }

    /// Makes the kept drawing of the first scenario 99 points wide, which the reference never
    /// draws: a check that then expects 99 points used the entry and did not run the reference.
    private func plantWrongWidth() throws {
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: Any])
        var drawings = try XCTUnwrap(object["drawings"] as? [[String: Any]])
        drawings[0]["width"] = 99
        object["drawings"] = drawings
        try JSONSerialization.data(withJSONObject: object).write(to: entry)
    }

    func testASecondCheckUsesWhatTheReferenceDrewTheFirstTime() throws {
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
        try plantWrongWidth()
        let second = try grade("correct-written-differently")
        // The tally of "3" with 8 points of padding is 24 points wide (the fixture's other tests).
        XCTAssertEqual(second.scenarios[0].status, .fail)
        XCTAssertTrue(second.scenarios[0].message.hasPrefix("the whole view is 24×32 points, expected 99×32"), second.scenarios[0].message)
        XCTAssertEqual(second.scenarios[1...].map(\.status), [.pass, .pass, .pass])
    }

    func testAChangedSolutionRunsTheReferenceAgain() throws {
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
        try plantWrongWidth()
        let solution = try tally().solution
        try (String(contentsOf: solution, encoding: .utf8) + "// a comment changes the file, not what it draws\n")
            .write(to: solution, atomically: true, encoding: .utf8)
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
    }

    func testAChangedExerciseFileRunsTheReferenceAgain() throws {
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
        try plantWrongWidth()
        let manifest = try tally().folder.appendingPathComponent("exercise.json")
        try (String(contentsOf: manifest, encoding: .utf8) + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
    }

    func testACorruptEntryIsIgnoredAndWrittenAgain() throws {
        try FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"key\": not json".utf8).write(to: entry)
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: Any]
        XCTAssertEqual((object?["drawings"] as? [Any])?.count, 4)
    }

    func testAReferenceThatDoesNotCompileIsNotKept() throws {
        let solution = try tally().solution
        try "import SwiftUI\nstruct Tally: View { var body: some View { Text(missing) } }\n".write(to: solution, atomically: true, encoding: .utf8)
        let result = try grade("correct-written-differently")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.hasPrefix("the exercise is broken, not your code: its reference solution did not compile"), result.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: entry.path))
    }

    func testAReferenceThatCrashesIsNotKept() throws {
        // The fixture that crashes in the scenario with a count of 12, as a reference solution.
        let solution = try tally().solution
        try FileManager.default.removeItem(at: solution)
        try FileManager.default.copyItem(at: GradingFixtures.folder.appendingPathComponent("learner/crashes-at-twelve.swift"), to: solution)
        XCTAssertEqual(try grade("correct-written-differently").status, .error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: entry.path))
    }

    func testTheKeyChangesWithTheRuntimeLibraryAndThePictures() throws {
        // A runtime folder of our own, with the files a runtime must have.
        let runtimeFolder = folder.url.appendingPathComponent("runtime")
        for file in ["libSwiftUI.so", "Modules/SwiftUI.swiftmodule", "Modules/TerminalPreview.swiftmodule"] {
            try folder.write("runtime/" + file, "built once")
        }
        let runtime = try RuntimeLocation.locate(environment: ["LEARN_RUNTIME_DIR": runtimeFolder.path])
        func key(colors: ColorDepth = .none) throws -> ReferenceKey {
            try ReferenceKey(try tally(), grader: Grader(toolchain: try Toolchain.locate(), runtime: runtime, pictureColors: colors))
        }
        let before = try key()
        XCTAssertEqual(try key(), before)
        try folder.write("runtime/libSwiftUI.so", "built again, longer")
        XCTAssertNotEqual(try key(), before)
        XCTAssertNotEqual(try key(colors: .ansi256), try key())
        XCTAssertNotEqual(try ReferenceKey(try tally(), grader: try grader()).runtime, try key().runtime)
    }
}
