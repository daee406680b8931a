import Foundation
import LearnerFiles

#if canImport(Glibc)
import Glibc
#endif

/// Where a learner is in each chapter, and which steps they have completed.
package struct LearnerProgress: Codable, Equatable, Sendable {
    package struct ChapterProgress: Codable, Equatable, Sendable {
        /// The order of the step the learner is on.
        package private(set) var step: Int
        package var completed: Set<Int>
        /// When `step` last changed (nil before any move): of two copies of the progress file,
        /// the later step wins.
        package private(set) var moved: Date?

        package init(step: Int = 1, completed: Set<Int> = [], moved: Date? = nil) {
            self.step = step
            self.completed = completed
            self.moved = moved
        }

        /// Records that the learner moved to the step of order `step`.
        package mutating func move(to step: Int, at time: Date = Date()) {
            self.step = step
            moved = time
        }
    }

    /// The chapter or project the learner opened last, to continue with.
    package internal(set) var lastChapter: Chapter.ID?
    /// When `lastChapter` was opened: of two copies of the progress file, the later one wins.
    package internal(set) var lastChapterOpened: Date?
    package var chapters: [String: ChapterProgress]
    /// Each exercise the learner has opened, by its id.
    package var exercises: [String: ExerciseProgress]

    package init(lastChapter: Chapter.ID? = nil, lastChapterOpened: Date? = nil, chapters: [String: ChapterProgress] = [:],
                exercises: [String: ExerciseProgress] = [:]) {
        self.lastChapter = lastChapter
        self.lastChapterOpened = lastChapterOpened
        self.chapters = chapters
        self.exercises = exercises
    }

    /// Files written before exercises existed have no `exercises`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastChapter = try container.decodeIfPresent(Chapter.ID.self, forKey: .lastChapter)
        lastChapterOpened = try container.decodeIfPresent(Date.self, forKey: .lastChapterOpened)
        chapters = try container.decode([String: ChapterProgress].self, forKey: .chapters)
        exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
    }

    package subscript(chapter id: Chapter.ID) -> ChapterProgress {
        get { chapters[Self.key(of: id)] ?? ChapterProgress() }
        set { chapters[Self.key(of: id)] = newValue }
    }

    /// A chapter of the book is kept under its number (`"4"`), as before projects existed; a
    /// project under its folder (`"projects/airport"`).
    private static func key(of id: Chapter.ID) -> String {
        switch id {
        case .numbered(let number): String(number)
        case .project: id.folder
        }
    }

    /// Records that the learner opened the chapter or project `id`.
    package mutating func open(chapter id: Chapter.ID, at time: Date = Date()) {
        lastChapter = id
        lastChapterOpened = time
    }
}

/// Reads and writes `progress.json` atomically (a temporary file renamed over the old one),
/// so a crash never leaves half a file. A missing file means a fresh start; a corrupt one is
/// reported, moved aside under a name of its own (``KeptCopy``), and replaced.
package struct ProgressStore: Sendable {
    package let file: URL

    package init(directory: URL) {
        file = directory.appendingPathComponent("progress.json")
    }

    /// The saved progress, and a message for the learner if the file could not be used.
    package func load() -> (progress: LearnerProgress, warning: String?) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return (LearnerProgress(), nil) }
        do {
            return (try JSONDecoder().decode(LearnerProgress.self, from: data), nil)
        } catch {
            let start = "Your progress file \(file.path) could not be read, so learn starts afresh"
            do {
                let aside = try KeptCopy.move(file, to: file.deletingLastPathComponent(), name: file.lastPathComponent + ".corrupt")
                return (LearnerProgress(), "\(start); the old file is kept as \(aside.path).")
            } catch {
                return (LearnerProgress(), "\(start); the old file could not be moved aside, and will be replaced when your progress is saved.")
            }
        }
    }

    /// Writes `progress` merged with what the file holds now (``LearnerProgress/merged(with:)``),
    /// so that what another process saved since this one loaded is kept; returns what was written.
    ///
    /// Two processes saving at once take turns under an exclusive `flock` on `progress.lock`
    /// beside the file: each re-reads, merges and renames while it holds it, so neither renames
    /// over a file the other has not read. The lock is a file of its own because every save
    /// replaces `progress.json`.
    @discardableResult
    package func save(_ progress: LearnerProgress) throws -> LearnerProgress {
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lock = open(directory.appendingPathComponent("progress.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: directory.path]) }
        defer { close(lock) }  // closing lets the lock go
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: directory.path]) }
        }
        var progress = progress
        if let data = FileManager.default.contents(atPath: file.path),
           let saved = try? JSONDecoder().decode(LearnerProgress.self, from: data) {
            progress = progress.merged(with: saved)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let temporary = directory.appendingPathComponent(".progress-\(getpid()).json")
        try encoder.encode(progress).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return progress
    }
}
