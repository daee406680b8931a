import CDebuggerBridge
import Glibc

/// LLDB's Swift compiler, kept in memory: a debugger with a stopped target process, evaluating
/// Swift in REPL mode, as `swift repl` does (issue 28). The compiler, the imported modules and
/// the session's declarations stay loaded between inputs, so an input costs what its own code
/// costs to compile, not a compiler's start and the session's declarations again.
///
/// `learn-debugger` holds one, attached to a `learn-evaluator`, and compiles the REPL's inputs
/// with it.
package final class LLDBSession {
    private let debugger: OpaquePointer

    /// What an input gave: a value with its name (`$R0`), type and description; nothing (a
    /// declaration, a statement); or an error as LLDB wrote it.
    package enum Outcome: Equatable {
        case value(name: String, type: String, description: String)
        case none
        case error(String)
    }

    /// Loads `lldb` (after `python`, which it needs) and starts a debugger that keeps what it
    /// can reuse in `cache` (``Cache``); fails with LLDB's or the loader's message.
    package init(lldb: String, python: String?, cache: Cache) throws(LLDBNotLoaded) {
        // Python reads where its bytecode is kept as it starts, inside LLDB's initialization.
        if python != nil { setenv("PYTHONPYCACHEPREFIX", cache.pythonBytecode, 1) }
        var message = [CChar](repeating: 0, count: 1024)
        guard let debugger = learn_debugger_open(lldb, python, &message, message.count) else {
            throw LLDBNotLoaded(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.debugger = debugger
        usesPython = python != nil
        command("settings set symbols.clang-modules-cache-path \"\(cache.clangModules)\"")
        command("settings set symbols.enable-lldb-index-cache true")
        command("settings set symbols.lldb-index-cache-path \"\(cache.symbolIndexes)\"")
        command("settings set symbols.lldb-index-cache-max-byte-size \(Cache.symbolIndexesLimit)")
    }

    /// Whether LLDB runs Python (a `liblldb` built without it needs no library for it).
    private let usesPython: Bool

    /// What a debugger keeps for the next one: a folder, LLDB's alone, with the C modules it
    /// builds and its index of each library's symbols and debugging information; and, in a
    /// folder of its own, Python's bytecode for the modules LLDB imports.
    ///
    /// The last two are for starting: attaching to an evaluator indexes every library it loaded
    /// (the runtime's debugging information above all), 0.8 s of a 1.2 s start measured, 0.3 s
    /// with the index kept; and LLDB's Python module (785 kB) is compiled each time it starts,
    /// about 110 ms, because the toolchain's bytecode for it is older than its source and LLDB
    /// writes none (docs/benchmarks.md). Bytecode is code the next debugger runs, so only a
    /// debugger with no learner code beside it writes it (``keepPythonBytecode()``).
    package struct Cache {
        package let folder: String
        package let pythonBytecode: String
        package init(folder: String, pythonBytecode: String) {
            self.folder = folder
            self.pythonBytecode = pythonBytecode
        }
        var clangModules: String { folder + "/modules" }
        var symbolIndexes: String { folder + "/index" }
        /// Each build of the runtime is indexed anew; LLDB prunes the oldest beyond this.
        static let symbolIndexesLimit = 512 << 20
    }

    /// Writes the bytecode of every Python module LLDB has imported whose kept bytecode is
    /// missing or older than its source (Python checks the source's time and size), so the
    /// next debugger loads it instead of compiling the source.
    package func keepPythonBytecode() {
        guard usesPython else { return }
        // `script` takes one line: the program goes in as a Python string (it has no `"` or `\`).
        command("script exec(\"" + Self.bytecodeKeeper.replacing("\n", with: "\\n") + "\")")
    }

    /// The Python that ``keepPythonBytecode()`` runs: each imported module's source is compiled
    /// unless its kept bytecode's header already names it (after the magic number, 32 bits
    /// each: flags, 0 for bytecode checked by the source's time; the source's time; its size).
    private static let bytecodeKeeper = """
        import sys, os, struct, importlib.util, py_compile
        for module in list(sys.modules.values()):
            source = getattr(module, '__file__', None)
            if not source or not source.endswith('.py'): continue
            kept = importlib.util.cache_from_source(source)
            try:
                status = os.stat(source)
                with open(kept, 'rb') as file:
                    if struct.unpack('<4xIII', file.read(16)) == (0, int(status.st_mtime) & 0xFFFFFFFF, status.st_size & 0xFFFFFFFF): continue
            except (OSError, struct.error): pass
            try: py_compile.compile(source, cfile=kept, doraise=True)
            except Exception: pass
        """

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

    /// Lets the target's process go on, and waits until it stops or ends.
    package func continueProcess() {
        learn_debugger_continue(debugger)
    }

    /// Sets memory aside in the target's process for the code and data of later compiles.
    ///
    /// LLDB puts each compile's code and data in memory it allocates in the process, from
    /// pages it keeps per kind (code, constants, variables); a new page costs lldb-server making
    /// the process call `mmap` and then reading the process's memory map again (about 3 ms, once
    /// or twice per one-line view). Memory allocated and freed here stays among LLDB's pages, so
    /// compiles take from it (`false` when LLDB could not allocate it).
    @discardableResult
    package func reserveMemoryForCompiles() -> Bool {
        // LLDB's permission bits: 1 writable, 2 readable, 4 executable.
        [2 | 4, 2, 2 | 1].allSatisfy { learn_debugger_reserve_memory(debugger, Self.reservedPerKind, $0) == 0 }
    }

    /// Room for a few hundred inputs of each kind (a one-line view takes 1–2 kB of each).
    static let reservedPerKind: UInt = 1 << 20

    /// The state of the target's process (`lldb::StateType`), 0 when there is none.
    package var processState: Int32 { learn_debugger_process_state(debugger) }
    /// `lldb::eStateStopped`: the process is stopped, at a breakpoint or after an attach.
    package static let stopped: Int32 = 5

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

    /// The compiler's warnings for `swift`, as LLDB writes diagnostics (`warning: input 2:1:16: …`
    /// with its excerpt and notes); `""` when there are none.
    ///
    /// LLDB reports the compiler's diagnostics only for input that fails to compile (its
    /// `StoringDiagnosticConsumer` hands them on when there is an error), and `swift repl` shows no
    /// warnings at all. So this compiles `swift` with an undefined name used after it: the compile
    /// fails once everything is type-checked, before code is generated or anything runs (a
    /// one-line view's median went from 54–57 ms to 63–73 ms with it, docs/benchmarks.md), and
    /// the warnings come with the error, which is left out.
    ///
    /// A failed compile keeps one thing: what an extension's macros added to the extended type.
    /// `@Entry` adds a private key type to `EnvironmentValues`, which the real compile then finds
    /// beside its own and cannot use (`'__Key_marker' is inaccessible`), so input that uses it is
    /// not checked for warnings.
    package func warnings(for swift: String) -> String {
        guard !swift.contains("@Entry"), case .error(let message) = evaluate(swift + "\n_ = \(Self.warningProbe)\n", timeout: .seconds(10)) else { return "" }
        // Diagnostics start at an unindented `error:`, `warning:` or `note:`; a note belongs to the
        // diagnostic before it. Only warnings (and their notes) are kept.
        var kept: [Substring] = []
        var keeping = false
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("warning: ") {
                keeping = true
            } else if line.hasPrefix("error: ") {
                keeping = false
            }
            if keeping { kept.append(line) }
        }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }

    /// The name ``warnings(for:)`` uses without declaring it.
    static let warningProbe = "_learnUndeclaredForWarnings"
}

/// Why liblldb could not be loaded: the loader's or LLDB's message.
package struct LLDBNotLoaded: Error, Equatable {
    package let message: String
}
