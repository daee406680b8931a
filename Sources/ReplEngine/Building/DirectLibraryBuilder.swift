import Evaluation
import Foundation

/// Builds a snippet's library by starting the frontend and `ld.lld` directly, with the
/// arguments the toolchain's driver would give them (``SnippetBuildRecipe``).
///
/// The library is linked against nothing the evaluator has already loaded: the runtime and
/// the libraries it needs are in the evaluator's global scope, so the library's references
/// to them are bound when it is loaded. Only a library that the input's imports ask for and
/// the runtime does not need (`import RegexBuilder`) is named in the link.
struct DirectLibraryBuilder: SnippetLibraryBuilder {
    let recipe: SnippetBuildRecipe
    let runtime: RuntimeLocation
    /// The file names of the libraries the runtime needs (`libswiftCore.so`, …).
    private let loadedWithRuntime: Set<String>

    init(recipe: SnippetBuildRecipe, runtime: RuntimeLocation) {
        self.recipe = recipe
        self.runtime = runtime
        loadedWithRuntime = Set(ELFFile(path: runtime.directory + "/libSwiftUI.so")?.neededLibraries ?? [])
    }

    var summary: String {
        "by calling \(recipe.frontend) and \(recipe.linker) directly"
    }

    func build(
        _ unit: SnippetUnit, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> SnippetCompiler.Compilation {
        let object = unit.library + ".o"
        var compile = recipe.frontendArguments(
            source: unit.source, module: unit.module, object: object, wholeModule: unit.moduleDirectory != nil)
            + ["-diagnostic-style", "llvm"] + runtime.importFlags
        if let directory = unit.moduleDirectory {
            compile += ["-enable-testing", "-emit-module-path", directory + "/" + unit.module + ".swiftmodule"]
        }
        if let session = unit.importing {
            compile += ["-I", session.moduleDirectory]
        }
        let frontend = ToolInvocation(executable: recipe.frontend, name: "swift-frontend")
        let diagnostics: [Diagnostic]
        switch try frontend.run(compile, in: workspace, stopRequest: stopRequest) {
        case .interrupted:
            return .interrupted
        case .finished(false, let output):
            return .failed(Diagnostic.parse(output))
        case .finished(true, let output):
            diagnostics = Diagnostic.parse(output)
        }
        // The session library is named by its path, so loading this library loads it too.
        var link = ["-shared", recipe.runtimeObject, object, "-o", unit.library] + (unit.importing.map { [$0.library] } ?? [])
        let missing = librariesNotLoaded(askedForBy: object)
        if !missing.isEmpty {
            link += ["-L", recipe.libraryDirectory, "-rpath", recipe.libraryDirectory] + missing.map { "-l" + $0 }
        }
        switch try ToolInvocation(executable: recipe.linker, name: "ld.lld").run(link, in: workspace, stopRequest: stopRequest) {
        case .interrupted:
            return .interrupted
        case .finished(true, _):
            return .succeeded(library: unit.library, diagnostics: diagnostics)
        case .finished(false, let output):
            let message = "linking the input failed: " + output.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(diagnostics + [Diagnostic(severity: .error, location: nil, message: message)])
        }
    }

    /// The libraries the object's imports ask for (Swift records them in the object, as
    /// `-lswiftCore`, …) that are not loaded with the runtime. The C library's parts are in
    /// every process: since glibc 2.34, `libpthread`, `libdl`, `libutil` and `librt` are in `libc.so.6`.
    private func librariesNotLoaded(askedForBy object: String) -> [String] {
        let asked = ELFFile(path: object)?.strings(inSection: ".swift1_autolink_entries") ?? []
        let inEveryProcess: Set<String> = ["c", "m", "pthread", "dl", "util", "rt"]
        return asked.compactMap { entry -> String? in
            guard entry.hasPrefix("-l") else { return nil }
            let name = String(entry.dropFirst(2))
            let file = "lib\(name).so"
            let loaded = inEveryProcess.contains(name)
                || loadedWithRuntime.contains { $0 == file || $0.hasPrefix(file + ".") }
            return loaded ? nil : name
        }
    }
}
