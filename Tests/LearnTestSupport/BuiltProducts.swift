import Foundation

/// The executables `swift build` made beside the test bundle (`.build/debug`), which tests run as
/// a learner runs them: one place finds them, and says what to do when one is missing.
public enum BuiltProducts {
    /// The build folder: on Linux the `.xctest` bundle is the running executable, in it.
    public static var folder: URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return bundle.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The executable `name` (`learn`, `learn-evaluator`, `learn-limits`) in the build folder.
    /// - Throws: ``Missing`` when it has not been built.
    public static func executable(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw Missing(path: url.path) }
        return url
    }

    /// `learn` itself.
    public static func learn() throws -> URL {
        try executable("learn")
    }

    /// A product the tests need is not built.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "no executable at \(path): build everything first with `swift build --build-tests`"
        }
    }
}
