import LearnerPrograms
import Foundation

/// Compiles an input's generated source into a shared library that the evaluator loads.
struct SnippetCompiler: Sendable {
    let runtime: RuntimeLocation
    /// How the library is built: by the frontend and linker directly, or by the driver when
    /// the toolchain's recipe could not be read.
    let builder: any SnippetLibraryBuilder

    /// What came of compiling a snippet.
    enum Compilation {
        /// The library was built at this path; the diagnostics may hold warnings.
        case succeeded(library: String, diagnostics: [Diagnostic])
        case failed([Diagnostic])
        case interrupted
    }

    /// A compiler that calls the frontend and `ld.lld` directly when `toolchain`'s recipe can
    /// be read (``DirectBuildRecipe``), and otherwise `swiftc`, saying why in ``builder``.
    init(toolchain: Toolchain, runtime: RuntimeLocation, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.runtime = runtime
        do {
            builder = DirectLibraryBuilder(recipe: try DirectBuildRecipe.read(for: toolchain, environment: environment), runtime: runtime)
        } catch {
            builder = DriverLibraryBuilder(toolchain: toolchain, runtime: runtime, whyNotDirect: String(describing: error))
        }
    }

    /// Compiles the plan's source into `libinputN.so` in `workspace`. Every input has its own
    /// number, so every library its own path: `dlopen` of a path it has loaded before returns
    /// the old library, whatever the file now holds.
    func compile(
        _ plan: SnippetPlan, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Compilation {
        let number = plan.source.inputNumber
        let file = workspace.file("input\(number).swift")
        try plan.source.text.write(toFile: file, atomically: false, encoding: .utf8)
        var importing: SessionLibrary?
        if case .imported(let library) = plan.source.placement { importing = library }
        let unit = SnippetUnit(
            source: file, module: plan.source.moduleName, library: workspace.file("libinput\(number).so"),
            moduleDirectory: plan.buildsSessionLibrary ? workspace.path : nil, importing: importing)
        return try builder.build(unit, in: workspace, stopRequest: stopRequest)
    }
}

/// One snippet to build: its source file, module name and the library to write.
struct SnippetUnit {
    let source: String
    let module: String
    let library: String
    /// Where to write the module's interface (`<module>.swiftmodule`) for later inputs to
    /// import, with its internal declarations visible to `@testable import`; `nil` for none.
    let moduleDirectory: String?
    /// The session library the source imports, which the library then needs.
    let importing: SessionLibrary?
}

/// A way of building a snippet's library.
protocol SnippetLibraryBuilder: Sendable {
    /// How libraries are built, in a sentence for `learn doctor`.
    var summary: String { get }

    func build(
        _ unit: SnippetUnit, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> SnippetCompiler.Compilation
}
