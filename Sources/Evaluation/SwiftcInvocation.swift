import Foundation

/// One run of the installed `swiftc` inside a workspace, with its messages collected.
struct SwiftcInvocation {
    let toolchain: Toolchain

    /// What came of running the compiler.
    enum Result {
        /// swiftc finished by itself; `succeeded` when it exited with status 0.
        case finished(succeeded: Bool, diagnostics: [Diagnostic])
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Runs swiftc with `arguments` (plus the `llvm` diagnostic style, which
    /// ``Diagnostic/parse(_:)`` reads), stopping it when `stopRequest` returns a signal.
    func run(
        _ arguments: [String], in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Result {
        let compilerOutput = workspace.file("swiftc-output.txt")
        var environment = ProcessInfo.processInfo.environment
        // swiftc's intermediate files then live, and vanish, with the workspace.
        environment["TMPDIR"] = workspace.path
        let swiftc = ChildProcess(
            executable: toolchain.swiftc,
            arguments: ["swiftc", "-diagnostic-style", "llvm"] + arguments,
            environment: environment,
            streams: .captured(inFile: compilerOutput)
        )
        let termination = try swiftc.run(timeout: nil, stopRequest: stopRequest)
        if case .interrupted(let signal) = termination { return .interrupted(signal: signal) }
        let output = (try? String(contentsOfFile: compilerOutput, encoding: .utf8)) ?? ""
        return .finished(succeeded: termination == .exited(status: 0), diagnostics: Diagnostic.parse(output))
    }
}
