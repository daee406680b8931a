import Foundation
import LearnerFiles

/// The learner's own copies of the exercises, the files they edit: `~/learn-exercises/<id>.swift`
/// (a project's app: `~/learn-exercises/projects/NAME/App.swift`), or in `$LEARN_EXERCISES_DIR`
/// when that is set. A copy is made from the starter the first
/// time the exercise is opened. Beside them, a ``CompilationDatabase`` tells the learner's
/// editor how learn compiles them.
package struct LearnerCopies: Sendable {
    package let folder: URL
    /// What is written beside the copies for the learner's editor; nil when there is no
    /// toolchain or runtime to name.
    package let compilationDatabase: CompilationDatabase?

    package init(folder: URL, compilationDatabase: CompilationDatabase? = nil) {
        self.folder = folder.standardizedFileURL
        self.compilationDatabase = compilationDatabase
    }

    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LearnerCopies {
        let database = CompilationDatabase.locate(environment: environment)
        if let path = environment["LEARN_EXERCISES_DIR"], !path.isEmpty {
            return LearnerCopies(folder: URL(fileURLWithPath: path), compilationDatabase: database)
        }
        let home = HomeFolder(environment: environment).path
        return LearnerCopies(folder: URL(fileURLWithPath: home).appendingPathComponent("learn-exercises"), compilationDatabase: database)
    }

    /// Where the learner's copy of `exercise` is, whether or not it exists yet. A project's
    /// milestones share one file, the app the learner extends: `projects/NAME/<Starter>.swift`.
    package func file(for exercise: Exercise) -> URL {
        switch exercise.chapter {
        case .numbered: folder.appendingPathComponent("\(exercise.id).swift")
        case .project: folder.appendingPathComponent(exercise.chapter.folder).appendingPathComponent(exercise.manifest.starter)
        }
    }

    package func exists(_ exercise: Exercise) -> Bool {
        FileManager.default.fileExists(atPath: file(for: exercise).path)
    }

    /// Makes the copy from the starter unless it exists; returns its path. Every command that
    /// writes or checks a copy opens it, so the compilation database follows here.
    @discardableResult
    package func open(_ exercise: Exercise) throws -> URL {
        if !exists(exercise) { try copyStarter(of: exercise) }
        updateCompilationDatabase()
        return file(for: exercise)
    }

    /// Brings `compile_commands.json` up to date with the copies and where the runtime is now.
    /// A failure to write it only leaves the learner's editor without it, so it is not
    /// reported here: the editor then says it finds no module `SwiftUI`.
    package func updateCompilationDatabase() {
        try? compilationDatabase?.update(in: folder)
    }

    /// Whether the copy of `exercise` holds something other than its starter: what `reset`
    /// keeps a backup of.
    package func hasChanges(_ exercise: Exercise) -> Bool {
        guard let held = FileManager.default.contents(atPath: file(for: exercise).path) else { return false }
        return held != (try? Data(contentsOf: exercise.starter))
    }

    /// Where `reset` keeps the files it replaces.
    package var backups: URL { folder.appendingPathComponent("backups") }

    /// Replaces the copy with the starter, first keeping what it held in `backups` (named by the
    /// exercise and the time, so no earlier backup is overwritten); returns that backup, or nil
    /// when there was nothing to keep (no copy, or one that is still the starter).
    @discardableResult
    package func reset(_ exercise: Exercise) throws -> URL? {
        var backup: URL?
        if hasChanges(exercise), let held = FileManager.default.contents(atPath: file(for: exercise).path) {
            backup = try keep(held, of: file(for: exercise))
        }
        try copyStarter(of: exercise)
        updateCompilationDatabase()
        return backup
    }

    /// Keeps what `file` holds before it is replaced by `replacement`; returns where, or nil
    /// when it is missing or already holds that. A file in the copies' folder is kept in
    /// `backups`, as `reset` keeps them; any other beside itself, as `NAME.backup-<time>`, a
    /// name no Swift tool compiles.
    package func keepBeforeReplacing(_ file: URL, with replacement: Data) throws -> URL? {
        guard let held = FileManager.default.contents(atPath: file.path), held != replacement else { return nil }
        let file = file.standardizedFileURL
        guard file.deletingLastPathComponent().path == folder.path else {
            return try KeptCopy.keep(held, in: file.deletingLastPathComponent(), name: file.lastPathComponent + ".backup")
        }
        return try keep(held, of: file)
    }

    /// Keeps `held`, what one of the copies held, in `backups` under the copy's name and the time.
    private func keep(_ held: Data, of copy: URL) throws -> URL {
        let suffix = copy.pathExtension.isEmpty ? "" : "." + copy.pathExtension
        return try KeptCopy.keep(held, in: backups, name: copy.deletingPathExtension().lastPathComponent, suffix: suffix)
    }

    private func copyStarter(of exercise: Exercise) throws {
        try FileManager.default.createDirectory(at: file(for: exercise).deletingLastPathComponent(), withIntermediateDirectories: true)
        let starter = try Data(contentsOf: exercise.starter)
        try starter.write(to: file(for: exercise), options: .atomic)
    }
}
