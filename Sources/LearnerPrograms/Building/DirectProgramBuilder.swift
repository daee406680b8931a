import EvaluatorProtocol
import Foundation

/// Builds a program by starting the frontend and `ld.lld` directly (``DirectBuildRecipe``),
/// into a shared library that `learn-program` loads into a process that has the runtime
/// (``ProgramHost``). Linking an executable read Foundation and every library the runtime
/// needs, which took longer than compiling a learner's file; this link takes milliseconds.
struct DirectProgramBuilder: ProgramBuilder {
    let recipe: DirectBuildRecipe
    let runtime: RuntimeLocation
    /// `learn-program`.
    let host: String
    private let link: LibraryLink

    init(recipe: DirectBuildRecipe, runtime: RuntimeLocation, host: String) {
        self.recipe = recipe
        self.runtime = runtime
        self.host = host
        link = LibraryLink(recipe: recipe, runtime: runtime)
    }

    var summary: String {
        "by calling \(recipe.frontend) and \(recipe.linker) directly, run by \(host)"
    }

    func build(_ source: String, in workspace: borrowing Workspace, stopRequest: () -> Int32?) throws -> ProgramBuild {
        let object = workspace.file("main.o")
        let library = workspace.file("libprogram.so")
        // Line tables (nearly free to make) let a crash's backtrace name the learner's lines.
        let compile = recipe.programArguments(source: source, object: object)
            + ["-gline-tables-only", "-diagnostic-style", "llvm"] + runtime.importFlags
        switch try link.build(compiling: compile, object: object, into: library, what: "the program", in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .failed(let diagnostics):
            return .failed(diagnostics: diagnostics)
        case .built(let diagnostics):
            let environment = [
                ProgramHost.runtimeVariable: runtime.library,
                ProgramHost.libraryVariable: library,
            ]
            return .built(BuiltProgram(executable: host, environment: environment, runtimeDirectory: runtime.directory), diagnostics: diagnostics)
        }
    }
}
