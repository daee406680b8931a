import Lessons

/// The list of chapters with the learner's progress, as `learn` and `learn list` show it.
public struct ChapterOverview {
    public let library: LessonLibrary
    public let progress: LearnerProgress

    public init(library: LessonLibrary, progress: LearnerProgress) {
        self.library = library
        self.progress = progress
    }

    public var text: String {
        guard !library.chapters.isEmpty else { return "No lessons were found." }
        let titleWidth = library.chapters.map(\.title.count).max() ?? 0
        var lines = ["Chapters:"]
        for chapter in library.chapters {
            let done = progress[chapter: chapter.number].completed.intersection(chapter.steps.map(\.order)).count
            let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            var line = "  \(chapter.number)  \(title)  \(done) of \(chapter.steps.count) steps done"
            if chapter.number == progress.lastChapter { line += "  ← you stopped here" }
            lines.append(line)
        }
        lines.append("")
        lines.append("Open a chapter with `learn chapterN` (for example `learn chapter4`).")
        return lines.joined(separator: "\n")
    }
}

import Foundation
