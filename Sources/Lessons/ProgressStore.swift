import Foundation

/// Where a learner is in each chapter, and which steps they have completed.
public struct LearnerProgress: Codable, Equatable, Sendable {
    public struct ChapterProgress: Codable, Equatable, Sendable {
        /// The order of the step the learner is on.
        public var step: Int
        public var completed: Set<Int>

        public init(step: Int = 1, completed: Set<Int> = []) {
            self.step = step
            self.completed = completed
        }
    }

    /// The chapter the learner opened last, to continue with.
    public var lastChapter: Int?
    public var chapters: [String: ChapterProgress]
    /// Each exercise the learner has opened, by its id.
    public var exercises: [String: ExerciseProgress]

    public init(lastChapter: Int? = nil, chapters: [String: ChapterProgress] = [:], exercises: [String: ExerciseProgress] = [:]) {
        self.lastChapter = lastChapter
        self.chapters = chapters
        self.exercises = exercises
    }

    /// Files written before exercises existed have no `exercises`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastChapter = try container.decodeIfPresent(Int.self, forKey: .lastChapter)
        chapters = try container.decode([String: ChapterProgress].self, forKey: .chapters)
        exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
    }

    public subscript(chapter number: Int) -> ChapterProgress {
        get { chapters[String(number)] ?? ChapterProgress() }
        set { chapters[String(number)] = newValue }
    }
}

/// Reads and writes `progress.json` atomically (a temporary file renamed over the old one),
/// so a crash never leaves half a file. A missing file means a fresh start; a corrupt one is
/// reported, kept aside as `progress.json.corrupt`, and replaced.
public struct ProgressStore: Sendable {
    public let file: URL

    public init(directory: URL) {
        file = directory.appendingPathComponent("progress.json")
    }

    /// The saved progress, and a message for the learner if the file could not be used.
    public func load() -> (progress: LearnerProgress, warning: String?) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return (LearnerProgress(), nil) }
        do {
            return (try JSONDecoder().decode(LearnerProgress.self, from: data), nil)
        } catch {
            let aside = file.appendingPathExtension("corrupt")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: file, to: aside)
            return (LearnerProgress(), "Your progress file \(file.path) could not be read, so learn starts afresh; the old file is kept as \(aside.lastPathComponent).")
        }
    }

    /// Writes `progress`, keeping any exercise entry in the file that is newer than its own.
    public func save(_ progress: LearnerProgress) throws {
        var progress = progress
        if let data = FileManager.default.contents(atPath: file.path),
           let saved = try? JSONDecoder().decode(LearnerProgress.self, from: data) {
            progress.exercises = progress.exercises(mergedWith: saved.exercises)
        }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".progress-\(getpid()).json")
        try encoder.encode(progress).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
    }
}
