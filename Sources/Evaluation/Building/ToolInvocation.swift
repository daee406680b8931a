import Foundation

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
