import Foundation
import Lessons

/// Exercise progress as checks, hints and resets change it.
extension LearnerProgress {
    /// The state `exercise` is in; `not started` until its copy is first checked.
    package func state(of exercise: Exercise) -> ExerciseProgress.State {
        exercises[exercise.id]?.state ?? .notStarted
    }

    /// Whether the learner's copy of `exercise` has ever passed, which shows the reference solution.
    package func hasPassed(_ exercise: Exercise) -> Bool {
        exercises[exercise.id]?.hasPassed ?? false
    }

    /// Records a check of the learner's own copy: passed, or failing (an error is failing too);
    /// a copy that is still the starter (`learn reset` put it back, or it was never edited)
    /// is not started, whatever it draws: nothing of the learner's failed.
    package mutating func record(_ result: ExerciseResult, copyIsStarter: Bool) {
        change(result.exercise) { entry in
            entry.state = result.status == .pass ? .passed : copyIsStarter ? .notStarted : .failing
            entry.hasPassed = entry.hasPassed || result.status == .pass
        }
    }

    /// The next hint of `exercise`, counted as shown; the last one again once all have been
    /// shown; `nil` when it has none.
    package mutating func takeHint(of exercise: Exercise) -> Hint? {
        let hints = exercise.manifest.hints
        guard !hints.isEmpty else { return nil }
        var number = 0
        change(exercise.id) { entry in
            entry.hintsShown = min(entry.hintsShown + 1, hints.count)
            number = entry.hintsShown
        }
        return Hint(number: number, count: hints.count, text: hints[number - 1])
    }

    /// Records that the copy was put back to the starter: not started again, though the hints
    /// seen stay seen and a solution once passed stays visible.
    package mutating func recordReset(of exercise: Exercise) {
        change(exercise.id) { $0.state = .notStarted }
    }

    private mutating func change(_ id: String, _ update: (inout ExerciseProgress) -> Void) {
        var entry = exercises[id] ?? ExerciseProgress()
        update(&entry)
        entry.updated = Date()
        exercises[id] = entry
    }
}

/// One of an exercise's hints, with its place among them.
package struct Hint: Equatable, Sendable, CustomStringConvertible {
    package let number: Int
    package let count: Int
    package let text: String

    /// `Hint 2 of 4: …`, and a note on the last one.
    package var description: String {
        "Hint \(number) of \(count): \(text)" + (number == count ? "\n(That is the last hint.)" : "")
    }
}
