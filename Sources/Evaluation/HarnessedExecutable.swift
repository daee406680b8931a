import Foundation

/// A built ``HarnessedProgram``, kept in its private folder (removed with this object) so
/// that it can be run several times.
public final class HarnessedExecutable: Sendable {
    private let workspace: Workspace
    private let executable: String
    private let file: LearnerFile

    init(workspace: consuming Workspace, executable: String, file: LearnerFile) {
        self.workspace = workspace
        self.executable = executable
        self.file = file
    }

    /// The path of `name` in the program's private folder, for files it reads or writes.
    public func path(for name: String) -> String {
        workspace.file(name)
    }

    /// Runs the program with `arguments`, its output captured, and waits for it to end,
    /// stopping it after `timeout` seconds or as soon as learn is asked to stop (Ctrl-C).
    /// A crash prints the runtime's backtrace into the output (see ``HarnessedRun/learnerFrame``).
    /// The program has learn's environment, with `environment` added.
    public func run(arguments: [String], timeout: Double, environment additions: [String: String] = [:]) throws -> HarnessedRun {
        let outputFile = workspace.file("output.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = CrashBacktrace.settings
        environment.merge(additions) { _, added in added }
        let program = ChildProcess(
            executable: executable,
            arguments: [file.displayPath] + arguments,
            environment: environment,
            streams: .captured(inFile: outputFile)
        )
        let outcome: ProgramOutcome = switch try program.run(timeout: timeout) {
        case .exited(status: 0): .succeeded
        case .exited(let status): .exited(status: status)
        case .signaled(let signal): .terminated(signal: signal)
        case .timedOut: .timedOut(seconds: timeout)
        case .interrupted(let signal): .interrupted(signal: signal)
        }
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return HarnessedRun(outcome: outcome, output: output, file: file)
    }
}

/// What came of one run of a ``HarnessedExecutable``.
public struct HarnessedRun: Sendable {
    public let outcome: ProgramOutcome
    /// What the program wrote to its standard output and standard error.
    public let output: String
    let file: LearnerFile

    /// The Swift runtime's message about a crash, without the place it names (the standard
    /// library's file, or the learner's line that ``learnerFrame`` gives with its column):
    /// `Fatal error: Index out of range`.
    public var runtimeMessage: String? {
        for line in output.split(separator: "\n").reversed() {
            if let match = line.firstMatch(of: /(?:Fatal error|Precondition failed|Assertion failed).*/) {
                return String(match.output)
            }
        }
        return nil
    }

    /// The innermost frame of the crash's backtrace in the learner's file, as
    /// `Badge.swift:6:20 in badge(count:)`, when the backtrace has one.
    public var learnerFrame: String? {
        CrashBacktrace.learnerFrame(in: output, file: file)
    }

    /// What went wrong, in plain words that follow the program's name ("crashed (SIGSEGV):
    /// invalid memory access, …"), or `nil` when it exited with status 0.
    public var failure: String? {
        switch outcome {
        case .succeeded, .didNotCompile: nil
        case .exited(let status): "exited with status \(status)"
        case .terminated(let signal): SignalDescription.explanation(of: signal)
        case .timedOut(let seconds):
            "was still running after \(seconds.secondsText) s (an endless loop, or waiting for something that never comes?)"
        case .interrupted(let signal): "was stopped because learn was interrupted (\(SignalDescription.name(of: signal)))"
        }
    }
}
