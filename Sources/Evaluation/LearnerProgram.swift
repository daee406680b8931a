import Foundation

/// A learner's file, compiled against the runtime and run in a child process: what
/// `learn run` does.
public struct LearnerProgram: Sendable {
    /// The timeout `learn run` uses unless told otherwise, in seconds.
    public static let defaultTimeout: Double = 10

    public let file: LearnerFile
    public let toolchain: Toolchain
    public let runtime: RuntimeLocation

    public init(file: LearnerFile, toolchain: Toolchain, runtime: RuntimeLocation) {
        self.file = file
        self.toolchain = toolchain
        self.runtime = runtime
    }

    /// Compiles and runs the program, stopping it after `timeout` seconds (never, when `nil`),
    /// with `environment` added to learn's own.
    ///
    /// Compiler diagnostics in the learner's file are written to stderr before the program
    /// starts. The program then shares learn's stdin, stdout and stderr, so its output
    /// appears as it is written.
    /// - Throws: when the program could not be compiled or started for reasons outside it
    ///   (no temporary folder, the compiler could not be launched); a program that fails
    ///   is not an error but an outcome.
    public func run(timeout: Double?, environment additions: [String: String] = [:]) throws -> ProgramOutcome {
        let workspace = try Workspace()
        let executable: String
        switch try Compiler(toolchain: toolchain, runtime: runtime).compile(file, in: workspace) {
        case .succeeded(let built, let report):
            Self.show(report.rendered(compilationFailed: false))
            executable = built
        case .failed(let report):
            Self.show(report.rendered(compilationFailed: true))
            return .didNotCompile
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        }

        var environment = ProcessInfo.processInfo.environment
        // Linux's crash backtracer can take seconds; the runtime's one-line message is enough.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(additions) { _, added in added }
        let program = ChildProcess(
            executable: executable,
            // The program sees itself as the learner's file, not as a temporary executable.
            arguments: [file.displayPath],
            environment: environment,
            streams: .inherited
        )
        switch try program.run(timeout: timeout) {
        case .exited(status: 0): return .succeeded
        case .exited(let status): return .exited(status: status)
        case .signaled(let signal): return .terminated(signal: signal)
        case .timedOut: return .timedOut(seconds: timeout ?? 0)
        case .interrupted(let signal): return .interrupted(signal: signal)
        }
    }

    private static func show(_ diagnostics: String) {
        FileHandle.standardError.write(Data(diagnostics.utf8))
    }
}
