import Foundation

/// The learner's own copies of the exercises, the files they edit: `~/learn-exercises/<id>.swift`,
/// or in `$LEARN_EXERCISES_DIR` when that is set. A copy is made from the starter the first
/// time the exercise is opened. Beside them, a ``CompilationDatabase`` tells the learner's
/// editor how learn compiles them.
public struct LearnerCopies: Sendable {
    public let folder: URL
    /// What is written beside the copies for the learner's editor; nil when there is no
    /// toolchain or runtime to name.
    public let compilationDatabase: CompilationDatabase?

    public init(folder: URL, compilationDatabase: CompilationDatabase? = nil) {
        self.folder = folder.standardizedFileURL
        self.compilationDatabase = compilationDatabase
    }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LearnerCopies {
        let database = CompilationDatabase.locate(environment: environment)
        if let path = environment["LEARN_EXERCISES_DIR"], !path.isEmpty {
            return LearnerCopies(folder: URL(fileURLWithPath: path), compilationDatabase: database)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return LearnerCopies(folder: URL(fileURLWithPath: home).appendingPathComponent("learn-exercises"), compilationDatabase: database)
    }

    /// Where the learner's copy of `exercise` is, whether or not it exists yet.
    public func file(for exercise: Exercise) -> URL {
        folder.appendingPathComponent("\(exercise.id).swift")
    }

    public func exists(_ exercise: Exercise) -> Bool {
        FileManager.default.fileExists(atPath: file(for: exercise).path)
    }

    /// Makes the copy from the starter unless it exists; returns its path. Every command that
    /// writes or checks a copy opens it, so the compilation database follows here.
    @discardableResult
    public func open(_ exercise: Exercise) throws -> URL {
        if !exists(exercise) { try copyStarter(of: exercise) }
        updateCompilationDatabase()
        return file(for: exercise)
    }

    /// Brings `compile_commands.json` up to date with the copies and where the runtime is now.
    /// A failure to write it only leaves the learner's editor without it, so it is not
    /// reported here: the editor then says it finds no module `SwiftUI`.
    public func updateCompilationDatabase() {
        try? compilationDatabase?.update(in: folder)
    }

    /// Whether the copy of `exercise` holds something other than its starter: what `reset`
    /// keeps a backup of.
    public func hasChanges(_ exercise: Exercise) -> Bool {
        guard let held = FileManager.default.contents(atPath: file(for: exercise).path) else { return false }
        return held != (try? Data(contentsOf: exercise.starter))
    }

    /// Where `reset` keeps the files it replaces.
    public var backups: URL { folder.appendingPathComponent("backups") }

    /// Replaces the copy with the starter, first moving what it held to `backups` (named by the
    /// exercise and the time, so no earlier backup is overwritten); returns that backup, or nil
    /// when there was nothing to keep (no copy, or one that is still the starter).
    @discardableResult
    public func reset(_ exercise: Exercise, now: Date = Date()) throws -> URL? {
        var backup: URL?
        if hasChanges(exercise), let held = FileManager.default.contents(atPath: file(for: exercise).path) {
            try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
            let stamp = Self.backupStamp.string(from: now)
            var candidate = backups.appendingPathComponent("\(exercise.id)-\(stamp).swift")
            var number = 1
            while FileManager.default.fileExists(atPath: candidate.path) {
                number += 1
                candidate = backups.appendingPathComponent("\(exercise.id)-\(stamp)-\(number).swift")
            }
            try held.write(to: candidate, options: .atomic)
            backup = candidate
        }
        try copyStarter(of: exercise)
        updateCompilationDatabase()
        return backup
    }

    /// A time in a file name: sorts as it reads, and needs no quoting in a shell.
    private static let backupStamp: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter
    }()

    private func copyStarter(of exercise: Exercise) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let starter = try Data(contentsOf: exercise.starter)
        try starter.write(to: file(for: exercise), options: .atomic)
    }
}
