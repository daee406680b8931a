import Foundation

/// Compiles a learner's file into an executable that links the runtime library dynamically.
struct Compiler {
    let toolchain: Toolchain
    let runtime: RuntimeLocation

    /// What came of compiling a file.
    enum Compilation {
        /// The executable was built; the report may hold warnings.
        case succeeded(executable: String, report: DiagnosticReport)
        /// The compiler rejected the file, or failed; the report says why.
        case failed(DiagnosticReport)
        /// learn was asked to stop by this signal while compiling, and stopped the compiler.
        case interrupted(signal: Int32)
    }

    /// The `main.swift` that is actually compiled: three generated lines, then the learner's
    /// text unchanged. `_startLearnerProgram()` line-buffers standard output so nothing printed
    /// before a crash is lost; `#sourceLocation` makes diagnostics and runtime error messages
    /// name the learner's own file and line numbers, so the wrapper never shows.
    static func generatedMain(for file: LearnerFile) -> String {
        """
        import TerminalPreview
        _startLearnerProgram()
        #sourceLocation(file: "\(file.absolutePath)", line: 1)

        """ + file.source
    }

    /// Compiles `file` inside `workspace`, where the executable is left. A signal asking
    /// learn to stop (Ctrl-C) stops the compiler.
    func compile(_ file: LearnerFile, in workspace: borrowing Workspace) throws -> Compilation {
        let source = workspace.file("main.swift")
        let executable = workspace.file("program")
        try Self.generatedMain(for: file).write(toFile: source, atomically: false, encoding: .utf8)

        let signals = TerminationSignals()
        let swiftc = SwiftcInvocation(toolchain: toolchain)
        switch try swiftc.run(arguments(source: source, executable: executable), in: workspace, stopRequest: { signals.received }) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .finished(let succeeded, let diagnostics):
            let report = DiagnosticReport(diagnostics, file: file)
            return succeeded ? .succeeded(executable: executable, report: report) : .failed(report)
        }
    }

    private func arguments(source: String, executable: String) -> [String] {
        [
            "-swift-version", "5",
            "-Onone",
            // Line tables (nearly free to make) let a crash's backtrace name the learner's lines.
            "-gline-tables-only",
            // Fixed, because a module named after the file could clash with what the file
            // imports (a learner's `SwiftUI.swift`) or be no valid identifier (`my-view.swift`).
            "-module-name", "main",
        ] + runtime.compilerFlags + [
            source,
            "-o", executable,
        ]
    }
}
