import Foundation
import LearnerFiles
import LearnerPrograms
import LearnerProcesses

/// LLDB's in-memory compiler as the REPL's engine (issue 28): `learn-debugger`, which the
/// evaluator starts in its sandbox and which compiles each input in the evaluator's process, and
/// what that sandbox must let it read and write.
package struct InMemoryEngine: Sendable {
    static let debuggerName = "learn-debugger"

    /// `learn-debugger`'s path and arguments, to which the evaluator adds its own ID and path.
    var debuggerCommand: [String]
    /// What LLDB reads besides the toolchain and the runtime: the Python library's folder.
    let readable: [String]
    /// LLDB's cache folder (`LLDBSession.Cache`: the C modules it builds, its symbol indexes),
    /// kept between sessions.
    let writable: [String]
    /// learn's own run of `learn-debugger`, outside the sandbox, that writes the bytecode of
    /// LLDB's Python modules into a folder the sandbox only reads; `nil` without Python.
    let bytecodeKeeper: [String]?
    /// The runtime's macro plugin (`learn-macros`), which the sandbox puts at ``macroPluginInside``.
    let macroPlugin: String

    /// Where LLDB looks for the runtime's macro plugin: the evaluator's debugging information
    /// names this path (Package.swift), as LLDB loads only plugins that the modules it reads
    /// name, and the sandbox puts the plugin there, so no path of the build is recorded.
    static let macroPluginInside = "/run/learn/learn-macros"

    /// What LLDB takes within the evaluator's limits, added to the learner's: about twice what
    /// was measured in `learn chapter4` with a preview and a view drawn (2026-11-29:
    /// `learn-debugger` 6 threads and 494–515 MB at its peak, `lldb-server` 1 and 48 MB, the
    /// macro plugin 1 and 22 MB).
    static let debuggerShare = (memoryBytes: UInt64(1) << 30, processes: UInt64(32))

    /// Whether sessions compile in memory: unless `LEARN_REPL_COMPILER=frontend` chooses the
    /// frontend engine (which a session falls back to anyway where LLDB cannot run).
    package static func isChosen(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["LEARN_REPL_COMPILER"] != "frontend"
    }

    /// What the learner is told, once, when a session that would compile in memory cannot.
    static func fallbackNote(_ reason: String) -> String {
        "note: LLDB's in-memory compiler could not be used (\(reason)); each input is compiled by the frontend from now on\n"
    }

    /// The engine for a session, or why LLDB cannot be used.
    static func locate(
        toolchain: Toolchain, runtime: RuntimeLocation, evaluator: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<InMemoryEngine, LLDBUnavailable> {
        // The debugger and its evaluator run inside the sandbox, which also puts the macro plugin
        // where LLDB looks for it.
        if let reason = SandboxTool.current.unavailableReason { return .failure(.noSandbox(reason)) }
        let debugger = (evaluator as NSString).deletingLastPathComponent + "/" + debuggerName
        guard FileManager.default.isExecutableFile(atPath: debugger) else { return .failure(.noDebugger(debugger)) }
        let libraries: LLDBLibraries
        switch LLDBLibraries.find(for: toolchain) {
        case .success(let found): libraries = found
        case .failure(let reason): return .failure(reason)
        }
        let cache = CacheFolder(environment: environment).path + "/lldb"
        let bytecode = CacheFolder(environment: environment).path + "/lldb-python"
        for folder in [cache, bytecode] { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let clangFlags = runtime.importFlags.filter { $0.hasPrefix("-fmodule-map-file=") }.joined(separator: " ")
        // Python's library reads its standard library from the folders above it.
        let pythonHome = libraries.python.map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
        }
        return .success(InMemoryEngine(
            debuggerCommand: [debugger, libraries.lldb, libraries.python ?? "-", runtime.modulesDirectory, clangFlags, cache, bytecode],
            readable: [debugger, bytecode] + runtime.foldersCompilersRead + [pythonHome].compactMap { $0 },
            writable: [cache],
            bytecodeKeeper: libraries.python.map { [debugger, "--keep-python-bytecode", libraries.lldb, $0, cache, bytecode] },
            macroPlugin: runtime.macroPlugin))
    }

    /// Writes the bytecode of LLDB's Python modules where the next debugger reads it, unless it
    /// was written for this `liblldb` and Python library as they are (a note in the folder says
    /// which). Learner code runs beside every debugger in the sandbox, and bytecode is code the
    /// next one would run, so the sandbox only reads that folder and learn writes it.
    func keepPythonBytecode() {
        guard let command = bytecodeKeeper else { return }
        let note = command[5] + "/written-for"
        let libraries = [command[2], command[3]].map { path in
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path) \(modified)"
        }.joined(separator: "\n")
        guard (try? String(contentsOfFile: note, encoding: .utf8)) != libraries else { return }
        let keeper = Process()
        keeper.executableURL = URL(fileURLWithPath: command[0])
        keeper.arguments = Array(command.dropFirst())
        keeper.standardOutput = FileHandle.nullDevice
        keeper.standardError = FileHandle.nullDevice
        guard (try? keeper.run()) != nil else { return }
        keeper.waitUntilExit()
        if keeper.terminationStatus == 0 { try? libraries.write(toFile: note, atomically: true, encoding: .utf8) }
    }
}
