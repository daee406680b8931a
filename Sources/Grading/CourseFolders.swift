import Foundation

/// Where the course's exercises and their reference solutions are: `Exercises/` and
/// `Solutions/` side by side in one folder.
public struct CourseFolders: Sendable {
    /// The folder holding `Exercises/` and `Solutions/`.
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public var exercises: URL { root.appendingPathComponent("Exercises") }
    public var solutions: URL { root.appendingPathComponent("Solutions") }

    /// `$LEARN_COURSE_DIR` if set, else the nearest folder above the `learn` executable that
    /// holds `Exercises/` (a built checkout), else the current folder.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
    ) -> CourseFolders {
        if let path = environment["LEARN_COURSE_DIR"], !path.isEmpty {
            return CourseFolders(root: URL(fileURLWithPath: path))
        }
        var directory = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        while let current = directory, current.path != "/" {
            var isDirectory: ObjCBool = false
            let candidate = current.appendingPathComponent("Exercises").path
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return CourseFolders(root: current)
            }
            directory = current.deletingLastPathComponent()
        }
        return CourseFolders(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `url`'s path relative to the course folder when it is inside it (`Exercises/chapter4/badge/exercise.json`),
    /// else the full path, for messages.
    func displayPath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
