import Foundation
import LearnTestSupport

/// The built `learn` executable, run as a learner runs it, with what it printed captured.
struct LearnExecutable {
    /// What one invocation of `learn` did.
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
        let seconds: Double
    }

    let url: URL

    /// Finds `learn` in the build folder that holds the test bundle (e.g. `.build/debug`),
    /// because these tests check the real executable, not the library behind it. On Linux
    /// the `.xctest` bundle is the running executable itself.
    static func built() throws -> LearnExecutable {
        LearnExecutable(url: try BuiltProducts.learn())
    }

    /// Runs `learn` with `arguments` in `directory` and waits for it to finish.
    func run(
        _ arguments: [String],
        in directory: URL,
        environment changes: [String: String?] = [:]
    ) throws -> Result {
        try start(arguments, in: directory, environment: changes).finish()
    }

    /// `learn run` on `source`, written as `name` in a folder of its own, removed afterwards.
    func run(source: String, named name: String, environment changes: [String: String?] = [:]) throws -> Result {
        let folder = try LearnerFolder()
        try folder.write(name, source)
        return try run(["run", name], in: folder.url, environment: changes)
    }

    /// Starts `learn` with `arguments` in `directory`. Output goes to files rather than
    /// pipes, so a chatty run cannot block on a full pipe.
    func start(
        _ arguments: [String],
        in directory: URL,
        environment changes: [String: String?] = [:]
    ) throws -> Running {
        let stdoutFile = directory.appendingPathComponent(".stdout")
        let stderrFile = directory.appendingPathComponent(".stderr")
        try Data().write(to: stdoutFile)
        try Data().write(to: stderrFile)

        var environment = ProcessInfo.processInfo.environment
        // The runtime must be found next to learn, as for a learner.
        environment["LEARN_RUNTIME_DIR"] = nil
        for (name, value) in changes { environment[name] = value }

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        let running = Running(process: process, stdoutFile: stdoutFile, stderrFile: stderrFile, started: Date())
        try process.run()
        return running
    }

    /// A `learn` process that has been started.
    struct Running {
        let process: Process
        let stdoutFile: URL
        let stderrFile: URL
        let started: Date

        /// Waits for `learn` to end and collects what it printed.
        func finish() throws -> Result {
            process.waitUntilExit()
            let seconds = Date().timeIntervalSince(started)
            for handle in [process.standardOutput, process.standardError] {
                try (handle as? FileHandle)?.close()
            }
            // A learn killed by a signal gets the shell's 128 + signal, which no contract
            // status (0, 1, 2) equals, so such a crash fails every status assertion.
            let status = process.terminationReason == .exit
                ? process.terminationStatus
                : 128 + process.terminationStatus
            return Result(
                status: status,
                standardOutput: try String(contentsOf: stdoutFile, encoding: .utf8),
                standardError: try String(contentsOf: stderrFile, encoding: .utf8),
                seconds: seconds
            )
        }
    }
}

/// A temporary folder for learner files, removed when the test ends.
final class LearnerFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("learn-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `source` to `name` in the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, _ source: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
