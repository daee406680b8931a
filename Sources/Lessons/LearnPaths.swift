import Foundation
import LearnerFiles

/// Where `learn` keeps the learner's files, following the XDG base directory conventions (a
/// relative value is ignored, as they say; the home folder is ``HomeFolder``'s).
public struct LearnPaths: Sendable {
    /// Progress and other data: `$XDG_DATA_HOME/learn`, by default `~/.local/share/learn`.
    public var data: URL
    /// History and other state: `$XDG_STATE_HOME/learn`, by default `~/.local/state/learn`.
    public var state: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return URL(fileURLWithPath: HomeFolder(environment: environment).path).appendingPathComponent(fallback)
        }
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("learn")
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("learn")
    }

    /// The folder of the course's lessons: `$LEARN_LESSONS` if set, else the course's
    /// (``CourseLocation``), else `./Lessons`.
    public static func lessonsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL? = Bundle.main.executableURL) -> URL {
        if let path = environment["LEARN_LESSONS"] { return URL(fileURLWithPath: path) }
        return CourseLocation.folder(holding: "Lessons", environment: environment, executable: executable)?
            .appendingPathComponent("Lessons") ?? URL(fileURLWithPath: "Lessons")
    }
}
