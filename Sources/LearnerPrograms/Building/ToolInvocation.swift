import Foundation
import LearnerFiles
import LearnerProcesses
import ProcessLimits

/// One run of a toolchain program (the driver, the frontend, the linker) inside a workspace,
/// with what it wrote collected.
///
/// It works on a learner's file, so it runs as a learner's program does: under limits of its
/// own (``ResourceLimits/compiler``: a file that takes minutes or gigabytes to compile is
/// stopped) in a ``Sandbox`` where it reads the toolchain and ``readable``, writes its workspace
/// and the compiler's own cache (`compiler/` in learn's cache folder, as `XDG_CACHE_HOME`, where
/// clang keeps the modules it builds), and reaches no network.
package struct ToolInvocation {
    /// The program's absolute path.
    package let executable: String
    /// The name it sees as its own (`swiftc` makes the driver a compiler).
    package let name: String
    /// Folders it reads besides the toolchain and the workspace (the runtime's).
    package let readable: [String]
    /// What it may use: ``ResourceLimits/compiler`` (tests make them small).
    package var limits = ResourceLimits.compiler

    package init(executable: String, name: String, readable: [String] = []) {
        self.executable = executable
        self.name = name
        self.readable = readable
    }

    /// What came of running the program.
    package enum Result {
        /// It finished by itself; `succeeded` when it exited with status 0.
        case finished(succeeded: Bool, output: String)
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Runs the program with `arguments`, stopping it when `stopRequest` returns a signal.
    /// A program stopped by its limits has failed, with an `error:` line that says which.
    package func run(
        _ arguments: [String], in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Result {
        let outputFile = workspace.file(name + "-output.txt")
        // A cache folder that cannot be written costs time, not the compile: the workspace's then.
        var cache = CacheFolder().path + "/compiler"
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        if access(cache, W_OK) != 0 { cache = workspace.path + "/compiler-cache" }
        var environment = Sandbox.environment(from: ProcessInfo.processInfo.environment, keeping: [:], scratch: nil)
        // The toolchain's intermediate files then live, and vanish, with the workspace.
        environment["TMPDIR"] = workspace.path
        environment["XDG_CACHE_HOME"] = cache
        var process = ChildProcess(
            executable: executable,
            arguments: [name] + arguments,
            environment: environment,
            streams: .captured(inFile: outputFile)
        )
        process.limits = limits
        let writable = cache.hasPrefix(workspace.path + "/") ? [workspace.path] : [workspace.path, cache]
        process.sandbox = Sandbox(readable: readable, writable: writable, network: .closed, workingDirectory: workspace.path)
        let termination = try process.run(timeout: nil, stopRequest: stopRequest)
        if case .interrupted(let signal) = termination { return .interrupted(signal: signal) }
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        if case .exceeded(let limit) = termination {
            return .finished(succeeded: false, output: output + "\nerror: \(Self.stopped(by: limit))\n")
        }
        return .finished(succeeded: termination == .exited(status: 0), output: output)
    }

    /// Why the compiler did not finish, in the learner's terms.
    static func stopped(by limit: ResourceLimit) -> String {
        switch limit {
        case .processorTime(let seconds):
            "the compiler was stopped after \(seconds) s of processor time: this file takes too long to compile (is it very long, or is an expression too complex to type-check?)"
        case .memory:
            "the compiler was stopped: compiling this file needed more memory than learn allows (is the file very long?)"
        default:
            "the compiler was stopped: it \(limit)"
        }
    }
}
