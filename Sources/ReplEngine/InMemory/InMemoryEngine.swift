import Foundation
import LearnerFiles
import LearnerPrograms

/// LLDB's in-memory compiler as the REPL's engine (issue 28): `learn-debugger`, which the
/// evaluator starts in its sandbox and which compiles each input in the evaluator's process, and
/// what that sandbox must let it read and write.
package struct InMemoryEngine: Sendable {
    static let debuggerName = "learn-debugger"

    /// `learn-debugger`'s path and arguments, to which the evaluator adds its own ID and path.
    let debuggerCommand: [String]
    /// What LLDB reads besides the toolchain and the runtime: the Python library's folder.
    let readable: [String]
    /// Where LLDB keeps the C modules it builds, between sessions.
    let writable: [String]

    /// Whether sessions compile in memory unless told otherwise: for now only when
    /// `LEARN_REPL_COMPILER=in-memory` asks, until every REPL behaviour test passes on it.
    package static func isChosen(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["LEARN_REPL_COMPILER"] == "in-memory"
    }

    /// The engine for a session, or why LLDB cannot be used.
    static func locate(
        toolchain: Toolchain, runtime: RuntimeLocation, evaluator: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<InMemoryEngine, LLDBUnavailable> {
        let debugger = (evaluator as NSString).deletingLastPathComponent + "/" + debuggerName
        guard FileManager.default.isExecutableFile(atPath: debugger) else { return .failure(.noDebugger(debugger)) }
        let libraries: LLDBLibraries
        switch LLDBLibraries.find(for: toolchain) {
        case .success(let found): libraries = found
        case .failure(let reason): return .failure(reason)
        }
        let cache = CacheFolder(environment: environment).path + "/lldb-modules"
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let clangFlags = runtime.importFlags.filter { $0.hasPrefix("-fmodule-map-file=") }.joined(separator: " ")
        // Python's library reads its standard library from the folders above it.
        let pythonHome = libraries.python.map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
        }
        return .success(InMemoryEngine(
            debuggerCommand: [debugger, libraries.lldb, libraries.python ?? "-", runtime.modulesDirectory, clangFlags, cache],
            readable: [debugger] + runtime.foldersCompilersRead + [pythonHome].compactMap { $0 },
            writable: [cache]))
    }
}
