import Foundation

/// The learner's own copies of the exercises, the files they edit: `~/learn-exercises/<id>.swift`,
/// or in `$LEARN_EXERCISES_DIR` when that is set. A copy is made from the starter the first
/// time the exercise is opened.
public struct LearnerCopies: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LearnerCopies {
        if let path = environment["LEARN_EXERCISES_DIR"], !path.isEmpty {
            return LearnerCopies(folder: URL(fileURLWithPath: path))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return LearnerCopies(folder: URL(fileURLWithPath: home).appendingPathComponent("learn-exercises"))
    }

    /// Where the learner's copy of `exercise` is, whether or not it exists yet.
    public func file(for exercise: Exercise) -> URL {
        folder.appendingPathComponent("\(exercise.id).swift")
    }

    public func exists(_ exercise: Exercise) -> Bool {
        FileManager.default.fileExists(atPath: file(for: exercise).path)
    }

    /// Makes the copy from the starter unless it exists; returns its path.
    @discardableResult
    public func open(_ exercise: Exercise) throws -> URL {
        if !exists(exercise) { try copyStarter(of: exercise) }
        return file(for: exercise)
    }

    /// Replaces the copy, whatever it holds, with the starter.
    public func reset(_ exercise: Exercise) throws {
        try copyStarter(of: exercise)
    }

    private func copyStarter(of exercise: Exercise) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let starter = try Data(contentsOf: exercise.starter)
        try starter.write(to: file(for: exercise), options: .atomic)
    }
}
