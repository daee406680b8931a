import Foundation

/// Two copies of the learner's progress made one: what a process saves, and what another
/// (a second REPL, `learn check` in another terminal) saved since the first one loaded.
extension LearnerProgress {
    /// This progress with `other`'s taken in: a step completed in either stays completed; of two
    /// places in a chapter, and of two last chapters, the later wins (this one's when neither is
    /// later); exercises as ``exercises(mergedWith:)``.
    package func merged(with other: LearnerProgress) -> LearnerProgress {
        var merged = self
        if Self.isLater(other.lastChapterOpened, than: lastChapterOpened) {
            merged.lastChapter = other.lastChapter
            merged.lastChapterOpened = other.lastChapterOpened
        }
        merged.chapters = chapters.merging(other.chapters) { mine, theirs in
            var chapter = Self.isLater(theirs.moved, than: mine.moved) ? theirs : mine
            chapter.completed = mine.completed.union(theirs.completed)
            return chapter
        }
        merged.exercises = exercises(mergedWith: other.exercises)
        return merged
    }

    /// `exercises` with each of `other`'s entries that is newer than this one's, so that a
    /// process saving what it loaded earlier (the REPL) keeps what another one (`learn check`
    /// in a second terminal) recorded since.
    package func exercises(mergedWith other: [String: ExerciseProgress]) -> [String: ExerciseProgress] {
        exercises.merging(other) { mine, theirs in theirs.updated > mine.updated ? theirs : mine }
    }

    private static func isLater(_ date: Date?, than other: Date?) -> Bool {
        (date ?? .distantPast) > (other ?? .distantPast)
    }
}
