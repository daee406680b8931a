import LearnerFiles
import LearnerPrograms
import Foundation
@testable import Grading
import LearnTestSupport

/// The files the grading tests use: this target's small course (`Fixtures/course`, one exercise
/// `tally`) with learner files for it (`Fixtures/learner`), the repository's own course, and
/// the exercise author's learner files for the real exercises (`Tests/GradingFixtures`).
enum GradingFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var course: CourseFolders { CourseFolders(root: folder.appendingPathComponent("course")) }
    static var repositoryCourse: CourseFolders { CourseFolders(root: repository) }

    /// A copy of the small course in `folder`'s `course`, for a test that changes it.
    static func copyOfCourse(in folder: TemporaryFolder) throws -> CourseFolders {
        let root = folder.url.appendingPathComponent("course")
        try FileManager.default.copyItem(at: course.root, to: root)
        return CourseFolders(root: root)
    }

    static func learnerFile(_ name: String) throws -> LearnerFile {
        try LearnerFile(path: folder.appendingPathComponent("learner/\(name).swift").path)
    }

    static func tally() throws -> Exercise {
        let catalog = ExerciseCatalog.load(course)
        guard let exercise = catalog.exercise("tally") else { throw Missing(what: "the tally exercise: \(catalog.problems)") }
        return exercise
    }

    /// A grader with the installed toolchain and the runtime built next to the tests.
    static func grader(timeout: Double = Grader.defaultTimeout, referenceCache: ReferenceCache? = nil) throws -> Grader {
        Grader(toolchain: try Toolchain.locate(), runtime: try RuntimeLocation.locate(), timeout: timeout, referenceCache: referenceCache)
    }

    /// The reference cache in the test process's ``SharedCache``, which `learn` started by the
    /// tests uses too: what a reference solution draws is computed once per run.
    static var sharedReferenceCache: ReferenceCache {
        ReferenceCache(folder: CacheFolder(environment: SharedCache.environment))
    }

    struct Missing: Error, CustomStringConvertible {
        let what: String
        var description: String { "missing \(what)" }
    }
}

/// A folder of its own for a test, removed when it ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("grading-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` inside the folder, making folders on the way.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
