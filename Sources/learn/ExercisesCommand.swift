import ArgumentParser
import Foundation
import Grading
import LearnerProcesses
import Lessons
import Synchronization

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
            abstract: "Check every exercise: its manifest is valid, its reference solution passes, its README's pictures of scenarios are what the reference draws, its starter compiles and fails."
        )

        @OptionGroup var jobs: JobsOption

        @Flag(help: "Draw each README picture of a scenario (```output scenario: NAME) again from the reference solution, rather than report one that differs.")
        var redrawPictures = false

        /// Checks the exercises `jobs` at a time (each is mostly compilers, one core each), and
        /// prints each verdict in the catalogue's order as soon as it and those before it are known.
        func run() throws {
            let course = CourseExercises()
            let check = AuthorCheck(course: course.catalog.course, grader: try CourseExercises.grader(), redrawsPictures: redrawPictures)
            let exercises = course.catalog.exercises
            let printer = Mutex(InOrderPrinter(count: exercises.count))
            ConcurrentWork.run(Array(exercises.indices), jobs: jobs.count) { index in
                let exercise = exercises[index]
                let problems: [String]
                do {
                    problems = try check.problems(with: exercise)
                } catch let interruption as GradingInterrupted {
                    interruption.exitBySignal()
                } catch {
                    problems = ["\(error)"]
                }
                let verdict = problems.isEmpty ? "✓ \(exercise.id)" : "✗ \(exercise.id)\n" + problems.map { "  " + $0 }.joined(separator: "\n")
                printer.withLock { $0.finished(index, verdict: verdict, failed: !problems.isEmpty) }
            }
            let failed = course.catalog.problems.count + printer.withLock { $0.failures }
            let total = exercises.count + course.catalog.problems.count
            print("\(total - failed) of \(total) exercises are ready")
            if failed > 0 { throw ExitCode.failure }
        }
    }

    /// Prints verdicts that arrive in any order in the order of their indices, each as soon as
    /// every one before it has been printed.
    struct InOrderPrinter {
        private var waiting: [String?]
        private var printed = 0
        private(set) var failures = 0

        init(count: Int) {
            waiting = Array(repeating: nil, count: count)
        }

        mutating func finished(_ index: Int, verdict: String, failed: Bool) {
            waiting[index] = verdict
            if failed { failures += 1 }
            while printed < waiting.count, let ready = waiting[printed] {
                print(ready)
                fflush(nil)
                printed += 1
            }
        }
    }
}
