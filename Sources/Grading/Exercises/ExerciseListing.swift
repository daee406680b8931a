import Foundation
import LearnerFiles
import Lessons
import TerminalSupport

/// The exercises with the learner's state in each and the file they edit, by chapter, in
/// `width` columns. A table when it fits, its titles wrapped in their column if need be:
///
///     Chapter 4
///       collapsible-hstack  A collapsible HStack  failing      ~/learn-exercises/collapsible-hstack.swift
///       badge               A badge view          not started  ~/learn-exercises/badge.swift (not made yet)
///
/// and on a terminal too narrow for that, each exercise stacked on lines of its own:
///
///     Chapter 4
///       collapsible-hstack  failing
///         A collapsible HStack
///         ~/learn-exercises/collapsible-hstack.swift
package struct ExerciseListing {
    package let exercises: [Exercise]
    package let progress: LearnerProgress
    package let copies: LearnerCopies
    package let width: Int

    /// A title column narrower than this wraps most titles into a word a line: stack instead.
    static let narrowestTitleColumn = 16

    package init(exercises: [Exercise], progress: LearnerProgress, copies: LearnerCopies, width: Int) {
        self.exercises = exercises
        self.progress = progress
        self.copies = copies
        self.width = width
    }

    private struct Row {
        let exercise: Exercise
        let state: String
        let path: String
        /// ` (not made yet)` when the copy is not there.
        let note: String
        var file: String { path + note }
    }

    package var text: String {
        let rows = exercises.map { exercise in
            Row(exercise: exercise, state: progress.state(of: exercise).rawValue,
                path: HomeFolder().abbreviating(copies.file(for: exercise)), note: copies.exists(exercise) ? "" : " (not made yet)")
        }
        let idWidth = rows.map { columns($0.exercise.id) }.max() ?? 0
        let stateWidth = columns(ExerciseProgress.State.notStarted.rawValue)
        let fileWidth = rows.map { columns($0.file) }.max() ?? 0
        let titleWidth = rows.map { columns($0.exercise.title) }.max() ?? 0
        // Two columns of indent and two between columns.
        let titleColumn = min(titleWidth, width - (2 + idWidth + 2 + 2 + stateWidth + 2 + fileWidth))
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if index == 0 || rows[index - 1].exercise.chapter != row.exercise.chapter {
                if index > 0 { lines.append("") }
                lines.append(row.exercise.chapter.heading)
            }
            if titleColumn >= min(titleWidth, Self.narrowestTitleColumn) {
                let title = wrapped(row.exercise.title, width: titleColumn)
                lines.append("  " + [pad(row.exercise.id, idWidth), pad(title[0], titleColumn), pad(row.state, stateWidth), row.file]
                    .joined(separator: "  "))
                let titleIndent = String(repeating: " ", count: 2 + idWidth + 2)
                lines += title.dropFirst().map { titleIndent + $0 }
            } else {
                lines.append("  " + pad(row.exercise.id, idWidth) + "  " + row.state)
                // The path and its note are each kept whole where they fit, on one line if both do.
                let file = columns(row.file) <= width - 4
                    ? [row.file] : wrapped(row.path, width: width - 4) + (row.note.isEmpty ? [] : [String(row.note.dropFirst())])
                lines += (wrapped(row.exercise.title, width: width - 4) + file).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func columns(_ text: String) -> Int {
        TerminalColumnCount.of(text)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }
}
