import Foundation
import LearnerFiles

/// Where the course is: the folder that holds `Lessons/`, `Exercises/` and `Solutions/`.
///
/// `$LEARN_COURSE_DIR` when it is set (an instructor's own course; the built-in lessons stay
/// when it has no `Lessons/`), else the nearest folder above the `learn` executable's real
/// path that holds the course: a built checkout holds it itself (`.build/debug/learn` is three
/// folders below), an install in `share/learn/course` under its prefix (`PREFIX/lib/learn/learn`).
package enum CourseLocation {
    /// The folder the install script puts the course in, under its prefix.
    package static let installedFolder = "share/learn/course"

    /// The course folder that holds `part` (`"Lessons"`, `"Exercises"`), or `nil` when none does.
    package static func folder(
        holding part: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = RunningExecutable.url
    ) -> URL? {
        if let configured = environment["LEARN_COURSE_DIR"], !configured.isEmpty {
            let root = URL(fileURLWithPath: configured)
            if part == "Exercises" || isFolder(root.appendingPathComponent(part)) { return root }
        }
        var directory = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        while let current = directory, current.path != "/" {
            for root in [current, current.appendingPathComponent(installedFolder)] where isFolder(root.appendingPathComponent(part)) {
                return root
            }
            directory = current.deletingLastPathComponent()
        }
        return nil
    }

    /// Where learn looked for the course and what to do, for when it found none.
    package static var notFound: String {
        let executable = RunningExecutable.url?.path ?? "learn"
        return "no course found: learn looked for Lessons/ and Exercises/ in the folders above \(executable) "
            + "and in \(installedFolder) under each of them. Set LEARN_COURSE_DIR to a folder that holds them, "
            + "or install learn with ./install.sh from its source folder."
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
