import LearnerPrograms
import Foundation

/// `compile_commands.json` beside the learner's files: how each of them is compiled, as learn
/// compiles it (Swift 5 mode, the runtime's modules), so the language server of the learner's
/// own editor (sourcekit-lsp, installed with the toolchain) finds `import SwiftUI`, and its
/// diagnostics, completion and jump-to-definition agree with learn's.
///
/// The format is clang's JSON compilation database (https://clang.llvm.org/docs/JSONCompilationDatabase.html):
/// one command per file, each compiling the file on its own, as learn does. sourcekit-lsp reads
/// it from the root of the folder an editor opens, with no build server or index needed.
package struct CompilationDatabase: Sendable {
    package static let fileName = "compile_commands.json"

    /// One file's command: `arguments` start with the compiler and end with the file.
    package struct Command: Codable, Equatable, Sendable {
        package var directory: String
        package var file: String
        package var arguments: [String]
    }

    /// The compiler, then the flags every learner file is compiled with.
    let compiler: [String]

    package init(toolchain: Toolchain, runtime: RuntimeLocation) {
        compiler = [toolchain.swiftc] + LearnerCompilation.languageFlags + runtime.importFlags
    }

    /// The database for the toolchain on PATH and the runtime next to learn; nil when either
    /// is missing (learn says so when it compiles).
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> CompilationDatabase? {
        guard let toolchain = try? Toolchain.locate(environment: environment),
              let runtime = try? RuntimeLocation.locate(environment: environment)
        else { return nil }
        return CompilationDatabase(toolchain: toolchain, runtime: runtime)
    }

    /// A command for each Swift file in `folder` and in each project's folder, `projects/NAME/`
    /// (not in other subfolders, such as backups).
    package func commands(in folder: URL) -> [Command] {
        let projects = folder.appendingPathComponent("projects")
        let projectFolders = Self.names(in: projects).map { projects.appendingPathComponent($0) }
        return ([folder] + projectFolders).flatMap { folder in
            Self.names(in: folder).filter { $0.hasSuffix(".swift") }.map { name in
                let file = folder.appendingPathComponent(name).path
                return Command(directory: folder.path, file: file, arguments: compiler + [file])
            }
        }
    }

    private static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Writes the database into `folder` unless it already holds exactly that: so it follows
    /// new files and a build that moved, and is left alone otherwise. Does nothing when the
    /// folder does not exist.
    package func update(in folder: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let contents = try encoder.encode(commands(in: folder)) + Data("\n".utf8)
        let file = folder.appendingPathComponent(Self.fileName)
        guard (try? Data(contentsOf: file)) != contents else { return }
        try contents.write(to: file, options: .atomic)
    }
}
