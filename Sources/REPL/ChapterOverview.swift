import Grading
import Lessons

/// The list of chapters with the learner's progress, as `learn` and `learn list` show it.
public struct ChapterOverview {
    public let library: LessonLibrary
    public let progress: LearnerProgress
    /// Every exercise of the course; each chapter's count towards its standing.
    public let exercises: [Exercise]

    public init(library: LessonLibrary, progress: LearnerProgress, exercises: [Exercise]) {
        self.library = library
        self.progress = progress
        self.exercises = exercises
    }

    public var text: String {
        guard !library.chapters.isEmpty else { return "No lessons were found." }
        let titleWidth = library.chapters.map(\.title.count).max() ?? 0
        var lines = ["Chapters:"]
        for chapter in library.chapters {
            let standing = ChapterStanding(chapter, exercises: exercises.filter { $0.chapter == chapter.number }, progress: progress)
            let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            var line = "  \(chapter.number)  \(title)  \(standing.summary)"
            if chapter.number == progress.lastChapter { line += "  ← you stopped here" }
            lines.append(line)
        }
        lines.append("")
        lines.append("Open a chapter with `learn chapterN` (for example `learn chapter4`).")
        return lines.joined(separator: "\n")
    }
}

/// How far the learner is in one chapter: a chapter is finished when its steps are read and its
/// exercises pass.
struct ChapterStanding {
    let stepsRead: Int
    let steps: Int
    let exercisesPassed: Int
    let exercises: Int
    /// The exercises not passed yet, by id, in the chapter's order.
    let exercisesLeft: [String]

    init(_ chapter: Chapter, exercises: [Exercise], progress: LearnerProgress) {
        stepsRead = progress[chapter: chapter.number].completed.intersection(chapter.steps.map(\.order)).count
        steps = chapter.steps.count
        let left = exercises.filter { !progress.hasPassed($0) }
        exercisesLeft = left.map(\.id)
        self.exercises = exercises.count
        exercisesPassed = exercises.count - left.count
    }

    var isFinished: Bool { stepsRead == steps && exercisesLeft.isEmpty }

    /// `finished ✓`, or what is done and what is left: `3 of 22 steps read, 0 of 2 exercises passed`.
    var summary: String {
        guard !isFinished else { return "finished ✓" }
        let read = "\(stepsRead) of \(steps) steps read"
        return exercises == 0 ? read : read + ", \(exercisesPassed) of \(exercises) exercises passed"
    }
}
