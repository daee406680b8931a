import Foundation
import LearnerFiles
import Lessons

/// Where the course's exercises and their reference solutions are: `Exercises/` and
/// `Solutions/` side by side in one folder.
package struct CourseFolders: Sendable {
    /// The folder holding `Exercises/` and `Solutions/`.
    package let root: URL

    package init(root: URL) {
        self.root = root.standardizedFileURL
    }

    package var exercises: URL { root.appendingPathComponent("Exercises") }
    package var solutions: URL { root.appendingPathComponent("Solutions") }

    /// The course's (``CourseLocation``: `$LEARN_COURSE_DIR`, a built checkout or an install),
    /// else the current folder.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = RunningExecutable.url
    ) -> CourseFolders {
        CourseFolders(root: CourseLocation.folder(holding: "Exercises", environment: environment, executable: executable)
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `url`'s path relative to the course folder when it is inside it (`Exercises/chapter4/badge/exercise.json`),
    /// else the full path, for messages.
    func displayPath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
