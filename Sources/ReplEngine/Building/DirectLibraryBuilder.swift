import LearnerPrograms
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
        // The session library is named by its path, so loading this library loads it too.
        let libraries = unit.importing.map { [$0.library] } ?? []
        switch try link.build(compiling: compile, object: object, with: libraries, into: unit.library, what: "the input",
                              in: workspace, stopRequest: stopRequest) {
        case .interrupted: return .interrupted
        case .failed(let diagnostics): return .failed(diagnostics)
        case .built(let diagnostics): return .succeeded(library: unit.library, diagnostics: diagnostics)
        }
    }
}
