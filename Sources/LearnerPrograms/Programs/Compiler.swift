import Foundation
import LearnerProcesses

/// Compiles a learner's file into a program that runs against the runtime library
/// (``Toolchain/programBuilder(runtime:environment:)``).
struct Compiler {
    let toolchain: Toolchain
    let runtime: RuntimeLocation

    /// What came of compiling a file.
    enum Compilation {
        /// The program was built; the report may hold warnings.
        case succeeded(BuiltProgram, report: DiagnosticReport)
        /// The compiler rejected the file, or failed; the report says why.
        case failed(DiagnosticReport)
        /// learn was asked to stop by this signal while compiling, and stopped the compiler.
        case interrupted(signal: Int32)
    }

    /// The `main.swift` that is actually compiled: three generated lines, then the learner's
    /// text unchanged (but for an app's `@main`, blanked: ``AppEntry``), then what starts its
    /// app, or else the calls that draw its previews when it has any. `_startLearnerProgram(imageFolder:)` line-buffers standard output so
    /// nothing printed before a crash is lost, and has `Image("name")` look for pictures next
    /// to the learner's file; `#sourceLocation` makes diagnostics and runtime error messages
    /// name the learner's own file and line numbers, so the wrapper never shows. (A learner's
    /// path has no quotes or backslashes: `LearnerFile` refuses them.)
    static func generatedMain(for file: LearnerFile) -> String {
        let app = AppEntry(source: file.source)
        return """
        import TerminalPreview
        _startLearnerProgram(imageFolder: "\((file.absolutePath as NSString).deletingLastPathComponent)")
        #sourceLocation(file: "\(file.absolutePath)", line: 1)

        """ + app.source + epilogue(for: file, app: app)
    }

    /// What runs the file's app, or else draws its previews (``FilePreviews``), after its text.
    private static func epilogue(for file: LearnerFile, app: AppEntry) -> String {
        let launch = app.typeName == nil ? FilePreviews(source: file.source).call("_showPreviews") : app.launch
        return launch.isEmpty ? "" : "\n#sourceLocation()\n" + launch
    }

    /// How many lines of `generatedMain` come before the learner's text.
    static let generatedLines = 3

    /// A diagnostic as the learner should read it. The compiler names the generated
    /// `main.swift` rather than the learner's file for an error at the very end of the text
    /// (`Text("a").padding(` with nothing after it), where `#sourceLocation` no longer applies:
    /// that place is in the learner's text, at most its end, so it names the learner's line.
    static func inLearnersFile(_ diagnostic: Diagnostic, generatedMain: String, file: LearnerFile) -> Diagnostic {
        guard let location = diagnostic.location, location.file == generatedMain, location.line > generatedLines else {
            return diagnostic
        }
        let lines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
        // A final newline ends the last line; it starts no line of its own.
        let lineCount = max(1, lines.last == "" ? lines.count - 1 : lines.count)
        let line = min(location.line - generatedLines, lineCount)
        let lineLength = lines.indices.contains(line - 1) ? lines[line - 1].utf8.count : 0
        let column = line == location.line - generatedLines ? min(location.column, lineLength + 1) : lineLength + 1
        return Diagnostic(
            severity: diagnostic.severity,
            location: Diagnostic.Location(file: file.absolutePath, line: line, column: column),
            message: diagnostic.message
        )
    }

    /// Compiles `file` inside `workspace`, where the program is left. A signal asking
    /// learn to stop (Ctrl-C) stops the compiler.
    func compile(_ file: LearnerFile, in workspace: borrowing Workspace) throws -> Compilation {
        let source = workspace.file("main.swift")
        try Self.generatedMain(for: file).write(toFile: source, atomically: false, encoding: .utf8)

        let signals = TerminationSignals()
        let builder = toolchain.programBuilder(runtime: runtime)
        func report(_ diagnostics: [Diagnostic]) -> DiagnosticReport {
            DiagnosticReport(diagnostics.map { Self.inLearnersFile($0, generatedMain: source, file: file) }, file: file)
        }
        switch try builder.build(source, in: workspace, stopRequest: { signals.received }) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .failed(let diagnostics):
            return .failed(report(diagnostics))
        case .built(let program, let diagnostics):
            return .succeeded(program, report: report(diagnostics))
        }
    }
}
