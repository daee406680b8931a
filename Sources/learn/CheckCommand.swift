import ArgumentParser
import LearnerPrograms
import Foundation
import Grading
import Lessons

/// `learn check <id> [--file PATH] [--format F]`, `learn check --all [--format F]`,
/// `learn check <id> --submissions FOLDER [--shard K/N] [--format F]` and `learn check merge
/// SUMMARY...`: grades a solution (or a class's) by comparing what it draws with what the
/// reference solution draws.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your solution to an exercise (or --all of them) against the reference.",
        discussion: """
            Your file and the reference solution are each compiled with the exercise's \
            scenarios; each scenario's drawing must match the reference's: the view's size, \
            and every fill, stroke and text at the same place (within half a point) in the same \
            colour. By default your copy in ~/learn-exercises (or $LEARN_EXERCISES_DIR) is \
            checked, made from the starter the first time. With --submissions, every .swift file \
            in the folder, and every folder in it (holding the starter's file name, or one .swift \
            file), is a learner's submission: each is checked in a process of its own, up to \
            --jobs at a time, its report written to --reports, and a summary printed; with \
            --shard K/N, only the K-th of N parts of the class (the submissions in name order, \
            every N-th from the K-th), whose JSON summaries `learn check merge SUMMARY...` joins \
            (see learn check merge --help). \
            --format prints the result for a grading platform: json (learn's own, as --json), \
            junit (JUnit XML) or gradescope (Gradescope's results.json; not with --submissions). \
            What the reference solution draws is kept in ~/.cache/learn between checks. Exit \
            status: 0 when every exercise (or submission) checked passes, 1 when one fails or \
            cannot be graded, 2 for bad usage or an unknown id.
            """
    )

    @Argument(help: "The exercise's id, such as badge.")
    var id: String?

    @Flag(help: "Check every exercise, in chapter order.")
    var all = false

    @Option(help: ArgumentHelp("Check this file instead of your copy (progress is not recorded).", valueName: "path"))
    var file: String?

    @Flag(help: "Print the result as JSON for automated grading, and nothing else on standard output (as --format json).")
    var json = false

    @Option(help: ArgumentHelp("Print the result in this form for automated grading, and nothing else on standard output: json, junit or gradescope.", valueName: "format"))
    var format: ReportFormat?

    @Option(help: ArgumentHelp("Stop a scenario program after this many seconds.", valueName: "seconds"))
    var timeout: Double = Grader.defaultTimeout

    @Option(help: ArgumentHelp("Check every learner's submission in this folder: its .swift files, and its folders.", valueName: "folder"))
    var submissions: String?

    @Option(help: ArgumentHelp("With --submissions: write each submission's report (<name>.json, or <name>.xml in JUnit) here.", valueName: "folder"))
    var reports = "learn-reports"

    @Option(help: ArgumentHelp("With --submissions: check only the K-th of N parts of the class (the submissions in name order, every N-th from the K-th).", valueName: "K/N"))
    var shard: String?

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        if all && id != nil { throw ValidationError("give an exercise id or --all, not both") }
        if !all && id == nil { throw ValidationError("give an exercise id (learn exercises lists them) or --all") }
        if all && file != nil { throw ValidationError("--file checks one exercise; leave out --all") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a number of seconds greater than 0") }
        if submissions != nil && (all || file != nil) { throw ValidationError("--submissions checks one exercise's folder; leave out --all and --file") }
        if json, let format, format != .json { throw ValidationError("--json is --format json; give one format") }
        if let shard {
            guard submissions != nil else { throw ValidationError("--shard splits a class's --submissions; give the folder") }
            guard Shard(shard) != nil else {
                throw ValidationError("--shard \(shard) is not a part of the class: write K/N, two whole numbers with 1 ≤ K ≤ N, such as 2/3")
            }
        }
        if submissions != nil, let format = reportFormat, !format.summarisesClasses {
            throw ValidationError("--format \(format.rawValue) is one learner's results; Gradescope grades a submission at a time, with --file")
        }
    }

    /// The form of the results for machines (`--json` or `--format`); the text report for people when `nil`.
    var reportFormat: ReportFormat? { json ? .json : format }

    func run() throws {
        if let submissions, let id { return try checkSubmissions(in: submissions, of: id) }
        let course = CourseExercises()
        let exercises = try id.map { [try course.exercise($0)] } ?? course.catalog.exercises
        let grader = try CourseExercises.grader(timeout: timeout, plain: reportFormat != nil)
        var progress = course.loadProgress()
        var results: [ExerciseResult] = []
        do {
            for exercise in exercises {
                let result = try check(exercise, course: course, grader: grader, progress: &progress)
                results.append(result)
                // With --all, a blank line after each report leads to the next and to the total.
                if reportFormat == nil { print(text(for: result, exercise: exercise, course: course), terminator: all ? "\n\n" : "\n") }
            }
        } catch let interruption as GradingInterrupted {
            // What was checked before Ctrl-C stays checked.
            if file == nil { course.save(progress) }
            interruption.exitBySignal()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            // The compiler or a program could not be started, or no temporary folder made.
            CourseExercises.report("\(error)")
            throw ExitCode.badInput
        }
        if file == nil { course.save(progress) }
        if let reportFormat {
            print(all ? reportFormat.text(forAll: results) : reportFormat.text(for: results[0]))
        } else if all {
            print("\(results.filter { $0.status == .pass }.count) of \(results.count) exercises pass")
        }
        if results.contains(where: { $0.status != .pass }) { throw ExitCode.failure }
    }

    private func check(
        _ exercise: Exercise, course: CourseExercises, grader: Grader, progress: inout LearnerProgress
    ) throws -> ExerciseResult {
        if let file {
            do {
                return try grader.grade(exercise, file: try LearnerFile(path: file))
            } catch let error as LearnerFileError {
                CourseExercises.report("\(error)")
                throw ExitCode.badInput
            }
        }
        // `--all` grades what the learner has: an exercise never opened is not started.
        if all && !course.copies.exists(exercise) {
            return ExerciseResult.notStarted(exercise, copy: course.copies.file(for: exercise).path)
        }
        let copy = try course.copies.open(exercise)
        let isStarter = !course.copies.hasChanges(exercise)
        let result = try grader.grade(exercise, file: try LearnerFile(path: copy.path))
        progress.record(result, copyIsStarter: isStarter)
        return result
    }

    private func text(for result: ExerciseResult, exercise: Exercise, course: CourseExercises) -> String {
        var text = ResultReport(result, width: StandardOutput.traits.columns).text
        guard file == nil, course.copies.exists(exercise) else { return text }
        let path = course.copies.file(for: exercise).path
        switch result.status {
        case .pass: text += "\n" + StandardOutput.prose("See the reference solution with `learn solution \(exercise.id)`.")
        case .fail, .error, .notStarted: text += "\n" + StandardOutput.prose("Edit \(path) and check again; `learn hint \(exercise.id)` gives a hint.")
        }
        return text
    }
}
