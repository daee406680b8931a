import CDebuggerBridge
import Foundation
import LearnerPrograms

/// LLDB's Swift compiler, kept in memory: a debugger with a stopped target process, evaluating
/// Swift in REPL mode, as `swift repl` does (issue 28). The compiler, the imported modules and
/// the session's declarations stay loaded between inputs, so an input costs what its own code
/// costs to compile, not a compiler's start and the session's declarations again.
///
/// This is the engine's foundation, not yet the REPL's engine: the REPL still compiles each input
/// with the frontend (``SnippetCompiler``) and runs it in `learn-evaluator`.
package final class LLDBSession {
    private let debugger: OpaquePointer

    /// What an input gave: a value with its name (`$R0`), type and description; nothing (a
    /// declaration, a statement); or an error as LLDB wrote it.
    package enum Outcome: Equatable {
        case value(name: String, type: String, description: String)
        case none
        case error(String)
    }

    /// Loads `libraries` and starts a debugger; fails with LLDB's or the loader's message.
    package init(libraries: LLDBLibraries) throws(LLDBUnavailable) {
        var message = [CChar](repeating: 0, count: 1024)
        guard let debugger = learn_debugger_open(libraries.lldb, libraries.python, &message, message.count) else {
            throw .notLoaded(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.debugger = debugger
    }

    /// The target process ends with the session: nothing learn starts outlives it.
    deinit {
        learn_debugger_command(debugger, "process kill")
    }

    /// Runs an LLDB command and waits for it.
    package func command(_ line: String) {
        learn_debugger_command(debugger, line)
    }

    /// Makes `program` the target; `false` when LLDB cannot read it.
    package func target(_ program: String) -> Bool {
        learn_debugger_create_target(debugger, program) == 0
    }

    /// Evaluates `swift` in REPL mode in the target's stopped process, giving up after `timeout`.
    package func evaluate(_ swift: String, timeout: Duration = .seconds(10)) -> Outcome {
        let microseconds = UInt32(clamping: timeout.components.seconds * 1_000_000 + timeout.components.attoseconds / 1_000_000_000_000)
        var result = learn_debugger_evaluate(debugger, swift, microseconds)
        defer { learn_debugger_result_free(&result) }
        if result.failed != 0 { return .error(result.message.map { String(cString: $0) } ?? "") }
        guard let name = result.name else { return .none }
        return .value(
            name: String(cString: name), type: result.type.map { String(cString: $0) } ?? "",
            description: result.description.map { String(cString: $0) } ?? "")
    }
}

extension LLDBSession {
    /// A session whose process is `learn-evaluator` with the runtime loaded, stopped before it
    /// reads its first request, and whose compiler imports the runtime's modules as learner code
    /// does (the module folder, and the module maps of the runtime's C dependencies).
    package static func evaluator(_ evaluator: String, runtime: RuntimeLocation, libraries: LLDBLibraries) throws(LLDBUnavailable) -> LLDBSession {
        let session = try LLDBSession(libraries: libraries)
        session.command("settings set target.swift-module-search-paths \"\(runtime.modulesDirectory)\"")
        let maps = runtime.importFlags.filter { $0.hasPrefix("-fmodule-map-file=") }.joined(separator: " ")
        session.command("settings set -- target.swift-extra-clang-flags \"\(maps)\"")
        guard session.target(evaluator) else { throw .notLoaded("LLDB cannot read \(evaluator)") }
        session.command("breakpoint set --func-regex nextRequest")
        session.command("process launch --stdout /dev/null --stderr /dev/null -- \"\(runtime.library)\" \"\"")
        return session
    }
}
