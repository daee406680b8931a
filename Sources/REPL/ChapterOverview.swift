import Grading
import Lessons

/// The list of chapters with the learner's progress, as `learn` and `learn list` show it.
package struct ChapterOverview {
    package let library: LessonLibrary
    package let progress: LearnerProgress
    /// Every exercise of the course; each chapter's count towards its standing.
    package let exercises: [Exercise]

    package init(library: LessonLibrary, progress: LearnerProgress, exercises: [Exercise]) {
        self.library = library
        self.progress = progress
        self.exercises = exercises
    }

    package var text: String {
        guard !library.chapters.isEmpty else { return "No lessons were found." }
        var lines = ["Chapters:"] + rows(library.numberedChapters)
        lines.append("")
        lines.append("Open a chapter with `learn chapterN` (for example `learn chapter4`).")
        if !library.projects.isEmpty {
            let count = library.projects.count
            lines.append("Build an app: `learn projects` lists \(count) project\(count == 1 ? "" : "s").")
        }
        return lines.joined(separator: "\n")
    }

    /// The projects with the learner's progress, as `learn projects` shows them.
    package var projectsText: String {
        guard !library.projects.isEmpty else { return "No projects were found." }
        var lines = ["Projects:"] + rows(library.projects)
        lines.append("")
        lines.append("Open one with `learn project NAME` (for example `learn project \(library.projects[0].id.name)`).")
        return lines.joined(separator: "\n")
    }

    /// One line per chapter: its name (`4`, `airport`), title and standing.
    private func rows(_ chapters: [Chapter]) -> [String] {
        let nameWidth = chapters.map(\.id.name.count).max() ?? 0
        let titleWidth = chapters.map(\.title.count).max() ?? 0
        return chapters.map { chapter in
            let standing = ChapterStanding(chapter, exercises: exercises.filter { $0.chapter == chapter.id }, progress: progress)
            let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let label = chapter.id.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            var line = "  \(label)  \(title)  \(standing.summary)"
            if chapter.id == progress.lastChapter { line += "  ← you stopped here" }
            return line
        }
    }
}

/// How far the learner is in one chapter: a chapter is finished when its steps are read and its
/// exercises pass.
struct ChapterStanding {
    let stepsRead: Int
    let steps: Int
    /// `step`, or a project's `milestone`.
    let stepNoun: String
    let exercisesPassed: Int
    let exercises: Int
    /// The exercises not passed yet, by id, in the chapter's order.
    let exercisesLeft: [String]

    init(_ chapter: Chapter, exercises: [Exercise], progress: LearnerProgress) {
        stepsRead = progress[chapter: chapter.id].completed.intersection(chapter.steps.map(\.order)).count
        steps = chapter.steps.count
        stepNoun = chapter.stepNoun
        let left = exercises.filter { !progress.hasPassed($0) }
        exercisesLeft = left.map(\.id)
        self.exercises = exercises.count
        exercisesPassed = exercises.count - left.count
    }

    var isFinished: Bool { stepsRead == steps && exercisesLeft.isEmpty }

    /// `finished ✓`, or what is done and what is left: `3 of 22 steps read, 0 of 2 exercises passed`.
    var summary: String {
        guard !isFinished else { return "finished ✓" }
        let read = "\(stepsRead) of \(steps) \(stepNoun)s read"
        return exercises == 0 ? read : read + ", \(exercisesPassed) of \(exercises) exercises passed"
    }
}
