import Foundation

/// How a library of learner code is compiled and linked, to be loaded into a process that has
/// already loaded the runtime globally (the REPL's evaluator, `learn-program`).
///
/// The library gets `swiftrt.o`, which registers its types and conformances with the Swift
/// runtime, and names only the libraries that its imports ask for and the runtime does not
/// load (`import RegexBuilder`); every other symbol is bound, when it is loaded, to what the
/// process has loaded already. Such a link reads no Foundation and takes milliseconds.
package struct LibraryLink: Sendable {
    let recipe: DirectBuildRecipe
    /// The runtime's folder, which the linker reads.
    private let runtimeDirectory: String
    /// The file names of the libraries the runtime needs (`libswiftCore.so`, …).
    private let loadedWithRuntime: Set<String>
    /// The folders the compiler reads (the runtime's modules and what they import).
    private let compilerReadable: [String]

    package init(recipe: DirectBuildRecipe, runtime: RuntimeLocation) {
        self.recipe = recipe
        runtimeDirectory = runtime.directory
        compilerReadable = runtime.foldersCompilersRead
        loadedWithRuntime = Set(ELFFile(path: runtime.library)?.neededLibraries ?? [])
    }

    /// Links `object`, and the shared libraries `libraries` (named by path, so that loading
    /// the new library loads them too), into the shared library `library`.
    package func link(
        _ object: String, with libraries: [String] = [], into library: String,
        in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> ToolInvocation.Result {
        var arguments = ["-shared", recipe.runtimeObject, object, "-o", library] + libraries
        let missing = librariesNotLoaded(askedForBy: object)
        if !missing.isEmpty {
            arguments += ["-L", recipe.libraryDirectory, "-rpath", recipe.libraryDirectory] + missing.map { "-l" + $0 }
        }
        return try ToolInvocation(executable: recipe.linker, name: "ld.lld", readable: [runtimeDirectory]).run(arguments, in: workspace, stopRequest: stopRequest)
    }

    /// What came of ``build(compiling:object:with:into:what:in:stopRequest:)``.
    package enum Build {
        /// The library was made; the diagnostics may hold warnings.
        case built(diagnostics: [Diagnostic])
        /// The compiler rejected the source, or the link failed; the diagnostics say why.
        case failed(diagnostics: [Diagnostic])
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Compiles with the frontend and `arguments` (which write `object`), then links `object`
    /// with `libraries` into `library`: the one compile-then-link of learner code, for the
    /// REPL's inputs and for programs. A failed link is an error diagnostic, "linking `what`
    /// failed: …".
    package func build(
        compiling arguments: [String], object: String, with libraries: [String] = [], into library: String,
        what: String, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Build {
        let frontend = ToolInvocation(executable: recipe.frontend, name: "swift-frontend", readable: compilerReadable)
        let diagnostics: [Diagnostic]
        switch try frontend.run(arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal): return .interrupted(signal: signal)
        case .finished(false, let output): return .failed(diagnostics: Diagnostic.parse(output))
        case .finished(true, let output): diagnostics = Diagnostic.parse(output)
        }
        switch try link(object, with: libraries, into: library, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .finished(true, _):
            return .built(diagnostics: diagnostics)
        case .finished(false, let output):
            let message = "linking \(what) failed: " + output.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(diagnostics: diagnostics + [Diagnostic(severity: .error, location: nil, message: message)])
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
