import Foundation
import LearnerProcesses
import ProcessLimits

/// A learner's file, compiled against the runtime and run in a child process: what
/// `learn run` does.
package struct LearnerProgram: Sendable {
    /// The timeout `learn run` uses unless told otherwise, in seconds.
    package static let defaultTimeout: Double = 10

    package let file: LearnerFile
    package let toolchain: Toolchain
    package let runtime: RuntimeLocation

    package init(file: LearnerFile, toolchain: Toolchain, runtime: RuntimeLocation) {
        self.file = file
        self.toolchain = toolchain
        self.runtime = runtime
    }

    /// Compiles and runs the program, stopping it after `timeout` seconds (never, when `nil`),
    /// with `environment` added to learn's own.
    ///
    /// Compiler diagnostics in the learner's file are written to stderr before the program
    /// starts. The program then shares learn's stdin and stdout, so its output appears as it
    /// is written; its stderr is passed on a line at a time, in the learner's terms
    /// (``RuntimeMessageFilter``).
    /// - Throws: when the program could not be compiled or started for reasons outside it
    ///   (no temporary folder, the compiler could not be launched); a program that fails
    ///   is not an error but an outcome.
    package func run(timeout: Double?, environment additions: [String: String] = [:]) throws -> LearnerRun {
        let workspace = try Workspace()
        let built: BuiltProgram
        switch try Compiler(toolchain: toolchain, runtime: runtime).compile(file, in: workspace) {
        case .succeeded(let program, let report):
            Self.show(report.rendered(compilationFailed: false))
            built = program
        case .failed(let report):
            Self.show(report.rendered(compilationFailed: true))
            return LearnerRun(outcome: .didNotCompile)
        case .interrupted(let signal):
            return LearnerRun(outcome: .interrupted(signal: signal))
        }

        // The backtrace goes to a file, to find the learner's line in; the learner sees the
        // runtime's one-line message.
        let backtrace = workspace.file("backtrace.txt")
        _ = FileManager.default.createFile(atPath: backtrace, contents: nil)
        let scratch = workspace.file("scratch")
        try Sandbox.makeScratch(scratch)
        var added = additions
        added["SWIFT_BACKTRACE"] = CrashBacktrace.settings(writingTo: backtrace)
        added.merge(built.environment) { _, built in built }
        let environment = Sandbox.environment(from: ProcessInfo.processInfo.environment, keeping: added, scratch: scratch)
        var limits = ResourceLimits.learnerProgram
        // A live preview has no timeout, and its processor time grows while the learner plays with it.
        if timeout == nil { limits.processorSeconds = nil }
        let errors = try makeCloseOnExecPipe()
        // Output to a terminal is the learner's to watch; to a pipe or a file, learn passes it
        // on and counts it, so the output limit holds there too.
        let output = isatty(STDOUT_FILENO) == 1 ? nil : try makeCloseOnExecPipe()
        let relay = output.map { OutputRelay(reading: $0.read, limit: limits.outputBytes) }
        var program = ChildProcess(
            executable: built.executable,
            // The program sees itself as the learner's file, not as a temporary executable.
            arguments: [file.displayPath],
            environment: environment,
            streams: output.map { .relayed(output: $0.write, errors: errors.write) } ?? .inheritedWithErrors(into: errors.write)
        )
        if let relay { program.outputSize = { relay.byteCount } }
        program.limits = limits
        // It reads its own folder (pictures beside it) and keeps the network and the terminal,
        // as the learner's own program would; it writes only its private folders.
        let folder = (file.absolutePath as NSString).deletingLastPathComponent
        var sandbox = Sandbox(readable: [built.runtimeDirectory, workspace.path, folder], writable: [backtrace],
                              network: .shared, workingDirectory: folder)
        sandbox.keepsTerminal = true
        program.sandbox = sandbox
        let passer = ErrorPasser(reading: errors.read, filter: RuntimeMessageFilter(file: file))
        let termination: ChildProcess.Termination
        defer {
            passer.finish()
            relay?.finish()
        }
        do {
            termination = try program.run(timeout: timeout)
            close(errors.write)
            if let output { close(output.write) }
        } catch {
            close(errors.write)
            if let output { close(output.write) }
            throw error
        }
        switch termination {
        case .exited(status: 0): return LearnerRun(outcome: .succeeded)
        case .exited(let status): return LearnerRun(outcome: .exited(status: status))
        case .signaled(let signal):
            let trace = (try? String(contentsOfFile: backtrace, encoding: .utf8)) ?? ""
            return LearnerRun(outcome: .terminated(signal: signal), crashSite: CrashBacktrace.learnerFrame(in: trace, file: file))
        case .timedOut: return LearnerRun(outcome: .timedOut(seconds: timeout ?? 0))
        case .interrupted(let signal): return LearnerRun(outcome: .interrupted(signal: signal))
        case .exceeded(let limit): return LearnerRun(outcome: .exceeded(limit))
        }
    }

    private static func show(_ diagnostics: String) {
        FileHandle.standardError.write(Data(diagnostics.utf8))
    }
}

/// What came of `learn run`: how the program ended and, for a crash, where in the learner's file.
package struct LearnerRun: Sendable {
    package let outcome: ProgramOutcome
    /// The place in the learner's file the program crashed at (`Index.swift:2:7 in main`),
    /// when the crash's backtrace names one.
    package let crashSite: String?

    init(outcome: ProgramOutcome, crashSite: String? = nil) {
        self.outcome = outcome
        self.crashSite = crashSite
    }

    /// What went wrong in plain words (see ``ProgramOutcome/message(for:)``), then, for a crash,
    /// a line with where it happened; `nil` when there is nothing to add.
    package func message(for file: LearnerFile) -> String? {
        guard let message = outcome.message(for: file) else { return nil }
        return crashSite.map { message + "\n  at \($0)" } ?? message
    }
}
