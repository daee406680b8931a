import Foundation
import LearnerProcesses
import ProcessLimits

/// A built ``HarnessedProgram``, kept in its private folder (removed with this object) so
/// that it can be run several times.
package final class HarnessedExecutable: Sendable {
    private let workspace: Workspace
    private let program: BuiltProgram
    private let file: LearnerFile

    init(workspace: consuming Workspace, program: BuiltProgram, file: LearnerFile) {
        self.workspace = workspace
        self.program = program
        self.file = file
    }

    /// The path of `name` in the program's private folder, for files it reads or writes.
    package func path(for name: String) -> String {
        workspace.file(name)
    }

    /// Runs the program with `arguments`, its output captured, and waits for it to end,
    /// stopping it after `timeout` seconds or as soon as learn is asked to stop (Ctrl-C).
    /// A crash prints the runtime's backtrace into the output (see ``HarnessedRun/learnerFrame``).
    /// The program runs under `limits`, in a ``Sandbox`` where it reads the runtime, its own
    /// folder and `readable`, and writes only the files of its folder named in `writable` (made
    /// empty if they are not there), with the network closed when the limits are isolated. Its
    /// environment is the sandbox's few variables of learn's, with `environment` added.
    package func run(
        arguments: [String], timeout: Double, environment additions: [String: String] = [:],
        limits: ResourceLimits = .learnerProgram, readable: [String] = [], writable: [String] = []
    ) throws -> HarnessedRun {
        let outputFile = workspace.file("output.txt")
        let scratch = workspace.file("scratch")
        try Sandbox.makeScratch(scratch)
        var writablePaths: [String] = []
        for name in writable {
            let path = workspace.file(name)
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            writablePaths.append(path)
        }
        var added = additions
        added["SWIFT_BACKTRACE"] = CrashBacktrace.settings
        added.merge(program.environment) { _, built in built }
        let environment = Sandbox.environment(from: ProcessInfo.processInfo.environment, keeping: added, scratch: scratch)
        var process = ChildProcess(
            executable: program.executable,
            arguments: [file.displayPath] + arguments,
            environment: environment,
            streams: .captured(inFile: outputFile)
        )
        process.limits = limits
        process.sandbox = Sandbox(
            readable: [program.runtimeDirectory, workspace.path] + readable, writable: writablePaths,
            network: limits.isolated ? .closed : .shared, workingDirectory: workspace.path)
        let outcome: ProgramOutcome = switch try process.run(timeout: timeout) {
        case .exited(status: 0): .succeeded
        case .exited(let status): .exited(status: status)
        case .signaled(let signal): .terminated(signal: signal)
        case .timedOut: .timedOut(seconds: timeout)
        case .interrupted(let signal): .interrupted(signal: signal)
        case .exceeded(let limit): .exceeded(limit)
        }
        let output = Self.lastPart(ofFile: outputFile)
        return HarnessedRun(outcome: outcome, output: output, file: file)
    }
}

extension HarnessedExecutable {
    /// The bytes of output read back after a run: the runtime's message and backtrace come
    /// last, and reading a flood of output line by line would take longer than the run.
    static let keptOutput: UInt64 = 64 << 10

    /// The end of the output file, after a note of how much was left out before it.
    fileprivate static func lastPart(ofFile path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        let start = size > keptOutput ? size - keptOutput : 0
        try? handle.seek(toOffset: start)
        let text = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        return start > 0 ? "… (\(start) bytes of output left out)\n" + text : text
    }
}

/// What came of one run of a ``HarnessedExecutable``.
package struct HarnessedRun: Sendable {
    package let outcome: ProgramOutcome
    /// What the program wrote to its standard output and standard error.
    package let output: String
    let file: LearnerFile

    /// The Swift runtime's message about a crash, without the place it names (the standard
    /// library's file, or the learner's line that ``learnerFrame`` gives with its column):
    /// `Fatal error: Index out of range`. The learner's program chooses its text, so it is cut
    /// at ``longestRuntimeMessage`` characters: a report carries a message, not a file.
    package var runtimeMessage: String? {
        for line in output.split(separator: "\n").reversed() {
            if let match = line.firstMatch(of: /(?:Fatal error|Precondition failed|Assertion failed).*/) {
                let message = match.output
                return message.count > Self.longestRuntimeMessage
                    ? message.prefix(Self.longestRuntimeMessage) + "… (cut)" : String(message)
            }
        }
        return nil
    }

    /// The most characters of a program's own message that a report carries.
    package static let longestRuntimeMessage = 300

    /// The innermost frame of the crash's backtrace in the learner's file, as
    /// `Badge.swift:6:20 in badge(count:)`, when the backtrace has one.
    package var learnerFrame: String? {
        CrashBacktrace.learnerFrame(in: output, file: file)
    }

    /// What went wrong, in plain words that follow the program's name ("crashed (SIGSEGV):
    /// invalid memory access, …"), or `nil` when it exited with status 0.
    package var failure: String? {
        switch outcome {
        case .succeeded, .didNotCompile: nil
        case .exited(let status): "exited with status \(status)"
        case .terminated(let signal): SignalDescription.explanation(of: signal)
        case .timedOut(let seconds):
            "was still running after \(seconds.secondsText) s (an endless loop, or waiting for something that never comes?)"
        case .interrupted(let signal): "was stopped because learn was interrupted (\(SignalDescription.name(of: signal)))"
        case .exceeded(let limit): "was stopped: it \(limit)"
        }
    }
}
