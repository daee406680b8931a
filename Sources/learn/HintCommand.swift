import ArgumentParser
import Grading

/// `learn hint <id>`: the exercise's next hint, one more each time.
struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Show the next hint for an exercise (one more each time you ask)."
    )

    @OptionGroup var exercise: ExerciseArgument

    func run() throws {
        let course = CourseExercises()
        let exercise = try course.exercise(self.exercise.id)
        var progress = course.loadProgress()
        guard let hint = progress.takeHint(of: exercise) else {
            return print("\(exercise.id) has no hints; its instructions: learn exercises \(exercise.id)")
        }
        course.save(progress)
        print(StandardOutput.prose(hint.description))
    }
}
