import Foundation

extension RuntimeLocation {
    /// The flags that let `swiftc` import the runtime's modules and link its library.
    package var compilerFlags: [String] {
        importFlags + ["-L", directory, "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    /// The executable that expands `@Entry` (the module `SwiftUIMacros`), built beside the runtime.
    package var macroPlugin: String { directory + "/learn-macros" }

    /// The flags that let `swiftc` (or an editor's language server) import the runtime's
    /// modules: the Modules folder, and the module maps of the C modules that Swift modules
    /// there depend on (OpenCombine's helpers, behind `import Combine`), and the plugin that
    /// expands the runtime's macros. The compiler starts the plugin only for code that uses one.
    package var importFlags: [String] {
        var flags = ["-I", modulesDirectory]
        if FileManager.default.isExecutableFile(atPath: macroPlugin) {
            flags += ["-load-plugin-executable", macroPlugin + "#SwiftUIMacros"]
        }
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for folder in builds.sorted() where folder.hasSuffix(".build") {
            let moduleMap = directory + "/" + folder + "/module.modulemap"
            if FileManager.default.fileExists(atPath: moduleMap) {
                flags += ["-Xcc", "-fmodule-map-file=" + moduleMap]
            }
        }
        return flags
    }
}

extension RuntimeLocation {
    /// What a compiler importing the runtime reads: its folder, and the folders of the C headers
    /// that the module maps in ``importFlags`` name (they stay where the package's sources are).
    /// A compiler in a ``Sandbox`` is let read these.
    package var foldersCompilersRead: [String] {
        var folders = [directory]
        for flag in importFlags where flag.hasPrefix("-fmodule-map-file=") {
            let map = String(flag.dropFirst("-fmodule-map-file=".count))
            guard let text = try? String(contentsOfFile: map, encoding: .utf8) else { continue }
            for match in text.matches(of: /"(\/[^"]+)"/) {
                var isFolder: ObjCBool = false
                let path = String(match.output.1)
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        return folders
    }
}
