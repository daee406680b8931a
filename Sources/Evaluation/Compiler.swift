import Foundation

/// Compiles a learner's file into an executable that links the runtime library dynamically.
struct Compiler {
    let toolchain: Toolchain
    let runtime: RuntimeLocation

    /// What came of compiling a file.
    struct Compilation {
        /// The executable, if compiling succeeded.
        let executable: String?
        /// The compiler's diagnostics as the learner should see them.
        let report: DiagnosticReport
    }

    /// The `main.swift` that is actually compiled: two generated lines, then the learner's
    /// text unchanged. `#sourceLocation` makes diagnostics and runtime error messages name
    /// the learner's own file and line numbers, so the wrapper never shows.
    static func generatedMain(for file: LearnerFile) -> String {
        """
        import TerminalPreview
        #sourceLocation(file: "\(file.absolutePath)", line: 1)

        """ + file.source
    }

    /// Compiles `file` inside `workspace`, where the executable is left.
    func compile(_ file: LearnerFile, in workspace: borrowing Workspace) throws -> Compilation {
        let source = workspace.file("main.swift")
        let binDirectory = workspace.file("bin")
        let executable = binDirectory + "/" + Self.executableName(for: file)
        let compilerOutput = workspace.file("swiftc-output.txt")
        try Self.generatedMain(for: file).write(toFile: source, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: binDirectory, withIntermediateDirectories: false)

        var environment = ProcessInfo.processInfo.environment
        // swiftc's intermediate files then live, and vanish, with the workspace.
        environment["TMPDIR"] = workspace.path
        let swiftc = ChildProcess(
            executable: toolchain.swiftc,
            arguments: ["swiftc"] + arguments(source: source, executable: executable),
            environment: environment,
            streams: .captured(inFile: compilerOutput)
        )
        let termination = try swiftc.run(timeout: nil)
        let output = (try? String(contentsOfFile: compilerOutput, encoding: .utf8)) ?? ""
        let report = DiagnosticReport(Diagnostic.parse(output), file: file)
        return Compilation(executable: termination == .exited(status: 0) ? executable : nil, report: report)
    }

    private func arguments(source: String, executable: String) -> [String] {
        [
            "-swift-version", "5",
            "-Onone",
            // Fixed, because a module named after the file could clash with what the file
            // imports (a learner's `SwiftUI.swift`) or be no valid identifier (`my-view.swift`).
            "-module-name", "main",
            // One header line per diagnostic, which Diagnostic.parse reads.
            "-diagnostic-style", "llvm",
            "-I", runtime.modulesDirectory,
            "-L", runtime.directory,
            "-lSwiftUI",
            "-Xlinker", "-rpath", "-Xlinker", runtime.directory,
            source,
            "-o", executable,
        ]
    }

    /// Named after the learner's file, because a crash's stack trace shows this name.
    private static func executableName(for file: LearnerFile) -> String {
        let stem = (file.name as NSString).deletingPathExtension
        return stem.isEmpty || stem.allSatisfy({ $0 == "." }) ? "program" : stem
    }
}
