import Foundation

/// How a library of learner code is linked when it is loaded into a process that has already
/// loaded the runtime globally (the REPL's evaluator, `learn-program`).
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

    package init(recipe: DirectBuildRecipe, runtime: RuntimeLocation) {
        self.recipe = recipe
        runtimeDirectory = runtime.directory
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
