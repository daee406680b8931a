import Foundation
import LearnTestSupport
import XCTest

/// Runs the built `learn` with a script as its standard input (a pipe, not a terminal), in a
/// temporary home, and collects what it printed.
struct ScriptedSession {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("learn-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    static func learn() throws -> URL {
        try BuiltProducts.learn()
    }

    var dataDirectory: URL { home.appendingPathComponent("data/learn") }

    /// Runs `learn` with `arguments`, the `lines` as its input and `environment` added to its own.
    func run(_ arguments: [String], input lines: [String], environment extra: [String: String] = [:]) throws -> Result {
        let script = home.appendingPathComponent("script.txt")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: script)
        let running = try Running(session: self, arguments: arguments, input: try FileHandle(forReadingFrom: script), environment: extra)
        return try running.finish()
    }

    /// Starts `learn` with `arguments` and a pipe as its input, for a test that types lines into
    /// it while something else happens.
    func start(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Running {
        try Running(session: self, arguments: arguments, input: nil, environment: extra)
    }

    /// A `learn` that was started and has not been waited for yet.
    final class Running {
        private let process = Process()
        private let input: Pipe?
        private let out: URL
        private let err: URL

        fileprivate init(session: ScriptedSession, arguments: [String], input file: FileHandle?, environment extra: [String: String]) throws {
            let name = UUID().uuidString
            out = session.home.appendingPathComponent("out-\(name).txt")
            err = session.home.appendingPathComponent("err-\(name).txt")
            try Data().write(to: out)
            try Data().write(to: err)
            process.executableURL = try ScriptedSession.learn()
            process.arguments = arguments
            process.currentDirectoryURL = session.home
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = session.home.path
            environment["XDG_DATA_HOME"] = session.home.appendingPathComponent("data").path
            environment["XDG_STATE_HOME"] = session.home.appendingPathComponent("state").path
            environment["COLUMNS"] = "60"
            environment["LEARN_RUNTIME_DIR"] = nil
            environment.merge(SharedCache.environment) { $1 }
            environment.merge(extra) { $1 }
            process.environment = environment
            input = file == nil ? Pipe() : nil
            process.standardInput = file ?? input
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
        }

        /// Sends `line` as the learner's next line.
        func type(_ line: String) {
            input?.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Waits until the output so far contains `text`.
        func waitForOutput(containing text: String, timeout: TimeInterval = 120) throws {
            let deadline = Date().addingTimeInterval(timeout)
            while !(try String(contentsOf: out, encoding: .utf8)).contains(text) {
                guard Date() < deadline, process.isRunning else {
                    throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "learn never printed \"\(text)\""])
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }

        /// Ends the input, waits for `learn` to end, and collects what it printed.
        func finish() throws -> Result {
            try input?.fileHandleForWriting.close()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus,
                output: try String(contentsOf: out, encoding: .utf8),
                errors: try String(contentsOf: err, encoding: .utf8)
            )
        }
    }
}
