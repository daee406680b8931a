import Foundation
import LearnTestSupport
@testable import Grading

/// The built `learn` executable, run as a learner runs it, with a course, a folder of copies
/// and a progress file of the test's own.
struct LearnCommand {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    let home: TemporaryFolder
    let course: CourseFolders

    init(course: CourseFolders = GradingFixtures.course) throws {
        home = try TemporaryFolder()
        self.course = course
    }

    /// The folder of the learner's copies.
    var copies: URL { home.url.appendingPathComponent("learn-exercises") }

    /// `learn` next to this test bundle.
    static func executable() throws -> URL {
        try BuiltProducts.learn()
    }

    /// Starts `learn` with `arguments` and `extra` in its environment; its output goes to files
    /// in the home folder.
    func start(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil) throws -> (process: Process, output: URL, errors: URL) {
        let output = home.url.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errors = home.url.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: output)
        try Data().write(to: errors)
        var environment = ProcessInfo.processInfo.environment
        environment["LEARN_RUNTIME_DIR"] = nil
        environment["LEARN_COURSE_DIR"] = course.root.path
        environment["LEARN_EXERCISES_DIR"] = copies.path
        environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("data").path
        environment["HOME"] = home.url.path
        environment.merge(SharedCache.environment) { $1 }
        environment.merge(extra) { $1 }
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.currentDirectoryURL = home.url
        process.environment = environment
        if let input {
            let script = home.url.appendingPathComponent(".stdin-\(UUID().uuidString)")
            try Data(input.utf8).write(to: script)
            process.standardInput = try FileHandle(forReadingFrom: script)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// Runs `learn` to its end; `input` is its standard input (a scripted REPL session), else nothing.
    func run(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil) throws -> Result {
        let (process, output, errors) = try start(arguments, environment: extra, input: input)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: output, encoding: .utf8),
            standardError: try String(contentsOf: errors, encoding: .utf8)
        )
    }

    /// The learner's progress file as JSON.
    func progress() throws -> [String: Any] {
        let data = try Data(contentsOf: home.url.appendingPathComponent("data/learn/progress.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}
