import Foundation
import LearnerFiles
import Lessons

/// The exercises with the learner's state in each and the file they edit, by chapter:
///
///     Chapter 4
///       collapsible-hstack  A collapsible HStack  failing      ~/learn-exercises/collapsible-hstack.swift
///       badge               A badge view          not started  ~/learn-exercises/badge.swift (not made yet)
public struct ExerciseListing {
    public let exercises: [Exercise]
    public let progress: LearnerProgress
    public let copies: LearnerCopies

    public init(exercises: [Exercise], progress: LearnerProgress, copies: LearnerCopies) {
        self.exercises = exercises
        self.progress = progress
        self.copies = copies
    }

    public var text: String {
        let idWidth = exercises.map(\.id.count).max() ?? 0
        let titleWidth = exercises.map(\.title.count).max() ?? 0
        let stateWidth = "not started".count
        var lines: [String] = []
        for (index, exercise) in exercises.enumerated() {
            if index == 0 || exercises[index - 1].chapter != exercise.chapter {
                if index > 0 { lines.append("") }
                lines.append("Chapter \(exercise.chapter)")
            }
            let state = progress.state(of: exercise).rawValue
            let file = HomeFolder().abbreviating(copies.file(for: exercise)) + (copies.exists(exercise) ? "" : " (not made yet)")
            lines.append("  " + [pad(exercise.id, idWidth), pad(exercise.title, titleWidth), pad(state, stateWidth), file].joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
    }
}
