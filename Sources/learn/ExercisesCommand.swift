import ArgumentParser
import Foundation
import Grading
import Lessons

/// `learn exercises`: the exercises with your progress; `learn exercises <id>` one exercise's
/// instructions; `learn exercises check` the author check.
struct ExercisesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: "List the exercises with your progress, or show one's instructions.",
        subcommands: [ListingCommand.self, AuthorCheckCommand.self],
        defaultSubcommand: ListingCommand.self
    )

    struct ListingCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every exercise with its state and your file, or show one's instructions."
        )

        @Argument(help: "An exercise's id, to show its instructions (and make your copy of its starter).")
        var id: String?

        func run() throws {
            let course = CourseExercises()
            if let id {
                let exercise = try course.exercise(id)
                let copy = try course.copies.open(exercise)
                print(StandardOutput.markdown(ExerciseInstructions(exercise: exercise, copy: copy).text))
                return
            }
            course.copies.updateCompilationDatabase()
            let progress = course.loadProgress()
            guard !course.catalog.exercises.isEmpty else { return print("No exercises were found.") }
            print(ExerciseListing(exercises: course.catalog.exercises, progress: progress, copies: course.copies, width: StandardOutput.traits.columns).text)
        }
    }

    struct AuthorCheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every exercise: its manifest is valid, its reference solution passes, its starter compiles and fails."
        )

        func run() throws {
            let course = CourseExercises()
            let check = AuthorCheck(course: course.catalog.course, grader: try CourseExercises.grader())
            var failed = course.catalog.problems.count
            for exercise in course.catalog.exercises {
                let problems: [String]
                do {
                    problems = try check.problems(with: exercise)
                } catch let interruption as GradingInterrupted {
                    interruption.exitBySignal()
                }
                print(problems.isEmpty ? "✓ \(exercise.id)" : "✗ \(exercise.id)\n" + problems.map { "  " + $0 }.joined(separator: "\n"))
                if !problems.isEmpty { failed += 1 }
            }
            let total = course.catalog.exercises.count + course.catalog.problems.count
            print("\(total - failed) of \(total) exercises are ready")
            if failed > 0 { throw ExitCode.failure }
        }
    }
}
