import Foundation
import LearnerProcesses

/// A learner's file compiled together with generated code that drives it: how the grader
/// builds an exercise's scenario program around a learner's file, or around the reference
/// solution.
///
/// It is built as `learn run` builds a program (``Toolchain/programBuilder(runtime:environment:)``)
/// from one `main.swift`: `prologue`, then the learner's text unchanged behind
/// `#sourceLocation`, so that diagnostics and runtime error messages name the learner's own
/// file and lines, then `epilogue`.
package struct HarnessedProgram: Sendable {
    package let file: LearnerFile
    /// Code before the learner's text: imports, and what must exist before the learner's code runs.
    package let prologue: String
    /// Code after the learner's text. `#sourceLocation(file:line:)` lines in it name its parts
    /// in diagnostics; a final `#sourceLocation()` is not needed.
    package let epilogue: String

    package init(file: LearnerFile, prologue: String, epilogue: String) {
        self.file = file
        self.prologue = prologue
        self.epilogue = epilogue
    }

    /// What came of compiling a program.
    package enum Compilation: Sendable {
        /// The program was built; the diagnostics may hold warnings.
        case built(HarnessedExecutable, diagnostics: [Diagnostic])
        /// The compiler rejected it, or failed; the diagnostics say why, wherever they point.
        case failed(diagnostics: [Diagnostic])
        /// learn was asked to stop by this signal while compiling, and stopped the compiler.
        case interrupted(signal: Int32)
    }

    /// Compiles `programs` at the same time, each in a folder of its own, and returns what came
    /// of each, in order. A signal asking learn to stop (Ctrl-C) stops every compiler.
    /// - Throws: when a compiler could not be started or a temporary folder not created.
    package static func compile(
        _ programs: [HarnessedProgram], toolchain: Toolchain, runtime: RuntimeLocation
    ) throws -> [Compilation] {
        // Signal handlers are per process, so they are installed once, here, and the waiting
        // thread passes a stop request on to the compilers' threads.
        let signals = TerminationSignals()
        let builder = toolchain.programBuilder(runtime: runtime)
        let compilations = ConcurrentCompilations(count: programs.count)
        let group = DispatchGroup()
        for (index, program) in programs.enumerated() {
            DispatchQueue.global().async(group: group) {
                compilations.store(index, Result {
                    try program.compile(with: builder, stopRequest: compilations.stopRequest)
                })
            }
        }
        while group.wait(timeout: .now() + .milliseconds(5)) == .timedOut {
            if let signal = signals.received { compilations.requestStop(signal) }
        }
        return try compilations.results()
    }

    /// The `main.swift` that is compiled; an app's `@main` is blanked out (``AppEntry``), since
    /// the epilogue drives the file.
    var generatedMain: String {
        prologue + "\n#sourceLocation(file: \"\(file.absolutePath)\", line: 1)\n"
            + AppEntry(source: file.source).source + "\n#sourceLocation()\n" + epilogue
    }

    private func compile(with builder: any ProgramBuilder, stopRequest: () -> Int32?) throws -> Compilation {
        let workspace = try Workspace(prefix: "learn-check")
        let source = workspace.file("main.swift")
        try generatedMain.write(toFile: source, atomically: false, encoding: .utf8)
        switch try builder.build(source, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .failed(let diagnostics):
            return .failed(diagnostics: diagnostics)
        case .built(let program, let diagnostics):
            return .built(HarnessedExecutable(workspace: workspace, program: program, file: file), diagnostics: diagnostics)
        }
    }
}

/// The results of compilations running on several threads, and the stop request they share.
private final class ConcurrentCompilations: @unchecked Sendable {
    private let lock = NSLock()
    private var finished: [Result<HarnessedProgram.Compilation, any Error>?]
    private var stopSignal: Int32?

    init(count: Int) {
        finished = Array(repeating: nil, count: count)
    }

    func store(_ index: Int, _ result: Result<HarnessedProgram.Compilation, any Error>) {
        lock.withLock { finished[index] = result }
    }

    func requestStop(_ signal: Int32) {
        lock.withLock { stopSignal = signal }
    }

    func stopRequest() -> Int32? {
        lock.withLock { stopSignal }
    }

    /// Every result, once all are stored; the first error, if any compilation threw.
    func results() throws -> [HarnessedProgram.Compilation] {
        try lock.withLock { finished }.map { try $0!.get() }
    }
}
