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

    /// The Swift runtime's backtracer, kept to what names the learner's lines: the crashed
    /// thread's first frames, symbolicated, without registers or images (which made it take
    /// seconds rather than a hundredth of one).
    static let backtraceSettings = "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=24,top=0,color=no"

    /// Runs the program with `arguments`, its output captured, and waits for it to end,
    /// stopping it after `timeout` seconds or as soon as learn is asked to stop (Ctrl-C).
    /// A crash prints the runtime's backtrace into the output (see ``HarnessedRun/learnerFrame``).
    public func run(arguments: [String], timeout: Double) throws -> HarnessedRun {
        let outputFile = workspace.file("output.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = Self.backtraceSettings
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
    /// `Badge.swift:6:20 in badge(count:)`, when the backtrace has one. (A frame stopped at an
    /// instruction that belongs to no line, as an endless loop can be, names the file alone.)
    ///
    /// The debug information, and so the backtrace, may give a file under the folder the
    /// compiler ran in (learn's current folder) relative to it.
    public var learnerFrame: String? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        for line in output.split(separator: "\n") {
            guard let match = line.firstMatch(of: /0x[0-9a-f]+ (.+) \+ [0-9]+ in \S+ at (.+?)(?::([0-9]+):([0-9]+))?\s*$/),
                  URL(fileURLWithPath: String(match.output.2), relativeTo: folder).standardizedFileURL.path == file.absolutePath
            else { continue }
            let place = match.output.3.map { "\(file.name):\($0):\(match.output.4 ?? "")" } ?? file.name
            return "\(place) in \(match.output.1)"
        }
        return nil
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
