import Foundation
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

    static var learn: URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return bundle.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("learn")
    }

    var dataDirectory: URL { home.appendingPathComponent("data/learn") }

    /// Runs `learn` with `arguments`, the `lines` as its input and `environment` added to its own.
    func run(_ arguments: [String], input lines: [String], environment extra: [String: String] = [:]) throws -> Result {
        let script = home.appendingPathComponent("script.txt")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: script)
        let out = home.appendingPathComponent("out.txt")
        let err = home.appendingPathComponent("err.txt")
        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = Self.learn
        process.arguments = arguments
        process.currentDirectoryURL = home
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["COLUMNS"] = "60"
        environment["LEARN_RUNTIME_DIR"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: script)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: out, encoding: .utf8),
            errors: try String(contentsOf: err, encoding: .utf8)
        )
    }
}
