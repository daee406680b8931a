import Evaluation
import Foundation

/// Builds a snippet's library by starting the frontend and `ld.lld` directly, with the
/// arguments the toolchain's driver would give them (``DirectBuildRecipe``).
///
/// The library is linked against nothing the evaluator has already loaded (``LibraryLink``).
struct DirectLibraryBuilder: SnippetLibraryBuilder {
    let recipe: DirectBuildRecipe
    let runtime: RuntimeLocation
    private let link: LibraryLink

    init(recipe: DirectBuildRecipe, runtime: RuntimeLocation) {
        self.recipe = recipe
        self.runtime = runtime
        link = LibraryLink(recipe: recipe, runtime: runtime)
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
        let frontend = ToolInvocation(executable: recipe.frontend, name: "swift-frontend", readable: runtime.foldersCompilersRead)
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
        let libraries = unit.importing.map { [$0.library] } ?? []
        switch try link.link(object, with: libraries, into: unit.library, in: workspace, stopRequest: stopRequest) {
        case .interrupted:
            return .interrupted
        case .finished(true, _):
            return .succeeded(library: unit.library, diagnostics: diagnostics)
        case .finished(false, let output):
            let message = "linking the input failed: " + output.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(diagnostics + [Diagnostic(severity: .error, location: nil, message: message)])
        }
    }
}
