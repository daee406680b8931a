import ArgumentParser
import Foundation
import Grading

/// `learn solution <id>`: the reference solution, once the learner's own has passed.
struct SolutionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solution",
        abstract: "Show an exercise's reference solution, once yours has passed."
    )

    @OptionGroup var exercise: ExerciseArgument

    func run() throws {
        let course = CourseExercises()
        let exercise = try course.exercise(self.exercise.id)
        guard course.loadProgress().hasPassed(exercise) else {
            print("The reference solution is shown once yours passes: `learn check \(exercise.id)`; `learn hint \(exercise.id)` gives a hint.")
            throw ExitCode.failure
        }
        guard let text = try? String(contentsOf: exercise.solution, encoding: .utf8) else {
            CourseExercises.report("the reference solution \(exercise.solution.path) cannot be read")
            throw ExitCode.failure
        }
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
