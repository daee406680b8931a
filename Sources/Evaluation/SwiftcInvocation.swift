import Foundation

/// One run of the installed `swiftc` inside a workspace, with its messages collected.
package struct SwiftcInvocation {
    package let toolchain: Toolchain

    package init(toolchain: Toolchain) {
        self.toolchain = toolchain
    }

    /// What came of running the compiler.
    package enum Result {
        /// swiftc finished by itself; `succeeded` when it exited with status 0.
        case finished(succeeded: Bool, diagnostics: [Diagnostic])
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Runs swiftc with `arguments` (plus the `llvm` diagnostic style, which
    /// ``Diagnostic/parse(_:)`` reads), stopping it when `stopRequest` returns a signal.
    package func run(
        _ arguments: [String], in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Result {
        let tool = ToolInvocation(executable: toolchain.swiftc, name: "swiftc")
        switch try tool.run(["-diagnostic-style", "llvm"] + arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .finished(let succeeded, let output):
            return .finished(succeeded: succeeded, diagnostics: Diagnostic.parse(output))
        }
    }
}

/// One run of a toolchain program (the driver, the frontend, the linker) inside a workspace,
/// with what it wrote collected.
package struct ToolInvocation {
    /// The program's absolute path.
    package let executable: String
    /// The name it sees as its own (`swiftc` makes the driver a compiler).
    package let name: String

    package init(executable: String, name: String) {
        self.executable = executable
        self.name = name
    }

    /// What came of running the program.
    package enum Result {
        /// It finished by itself; `succeeded` when it exited with status 0.
        case finished(succeeded: Bool, output: String)
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Runs the program with `arguments`, stopping it when `stopRequest` returns a signal.
    package func run(
        _ arguments: [String], in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Result {
        let outputFile = workspace.file(name + "-output.txt")
        var environment = ProcessInfo.processInfo.environment
        // The toolchain's intermediate files then live, and vanish, with the workspace.
        environment["TMPDIR"] = workspace.path
        let process = ChildProcess(
            executable: executable,
            arguments: [name] + arguments,
            environment: environment,
            streams: .captured(inFile: outputFile)
        )
        let termination = try process.run(timeout: nil, stopRequest: stopRequest)
        if case .interrupted(let signal) = termination { return .interrupted(signal: signal) }
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return .finished(succeeded: termination == .exited(status: 0), output: output)
    }
}
