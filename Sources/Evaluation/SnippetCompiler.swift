import Foundation

/// Compiles an input's generated source into a shared library that the evaluator loads.
struct SnippetCompiler {
    let toolchain: Toolchain
    let runtime: RuntimeLocation

    /// What came of compiling a snippet.
    enum Compilation {
        /// The library was built at this path; the diagnostics may hold warnings.
        case succeeded(library: String, diagnostics: [Diagnostic])
        case failed([Diagnostic])
        case interrupted
    }

    /// Compiles `source` into `libinputN.so` in `workspace`. Every input has its own number,
    /// so every library its own path: `dlopen` of a path it has loaded before returns the old
    /// library, whatever the file now holds.
    func compile(
        _ source: SnippetSource, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Compilation {
        let number = source.inputNumber
        let file = workspace.file("input\(number).swift")
        let library = workspace.file("libinput\(number).so")
        try source.text.write(toFile: file, atomically: false, encoding: .utf8)
        let arguments = [
            "-emit-library",
            "-parse-as-library",
            "-swift-version", "5",
            "-Onone",
            // Each library is its own module, so a struct typed again is a new type, not a clash.
            "-module-name", "Input\(number)",
        ] + linkerFlags + runtime.compilerFlags + [file, "-o", library]
        switch try SwiftcInvocation(toolchain: toolchain).run(arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted:
            return .interrupted
        case .finished(true, let diagnostics):
            return .succeeded(library: library, diagnostics: diagnostics)
        case .finished(false, let diagnostics):
            return .failed(diagnostics)
        }
    }

    /// LLVM's linker when the toolchain ships it: it links a snippet in about half the time
    /// of the system's default (gold), which is a tenth of the REPL's latency.
    private var linkerFlags: [String] {
        let binaries = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let lld = binaries.appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }
}
