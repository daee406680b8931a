import Foundation
import LearnerFiles

extension LearnPaths {
    /// The folder of the course's lessons: `$LEARN_LESSONS` if set, else the course's
    /// (``CourseLocation``), else `./Lessons`.
    package static func lessonsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL? = RunningExecutable.url) -> URL {
        if let path = environment["LEARN_LESSONS"] { return URL(fileURLWithPath: path) }
        return CourseLocation.folder(holding: "Lessons", environment: environment, executable: executable)?
            .appendingPathComponent("Lessons") ?? URL(fileURLWithPath: "Lessons")
    }
}
