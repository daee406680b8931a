import LearnerPrograms
import Foundation
import Grading
import ScenarioRecords
import LearnerFiles
import Lessons
import ReplEngine

/// `:exercise`, `:check` and `:hint`: the exercises of the current chapter, worked on from
/// the REPL as `learn exercises`, `learn check` and `learn hint` do from a shell. Without an
/// id, `:check` and `:hint` take the exercise the learner is working on (``REPL/currentExercise(in:)``).
enum ExerciseCommands {
    static var all: [REPLCommand] { [
        REPLCommand(name: "exercise", usage: "[ID]", summary: "this chapter's exercises, or one's instructions and your file") { repl, argument in
            let course = ExerciseCourse.locate()
            guard !argument.isEmpty else { return repl.listExercises(course) }
            guard let exercise = repl.exercise(named: argument, in: course) else { return }
            do {
                let copy = try course.copies.open(exercise)
                repl.write(repl.markdown(ExerciseInstructions(
                    exercise: exercise, copy: copy, checkCommand: ":check \(exercise.id)", hintCommand: ":hint \(exercise.id)").text))
            } catch {
                repl.report("Your copy of \(exercise.id) could not be made in \(course.copies.folder.path): \(error.localizedDescription)")
            }
        },
        REPLCommand(name: "check", usage: "[ID]", summary: "check your solution to an exercise against the reference") { repl, argument in
            let course = ExerciseCourse.locate()
            guard let exercise = argument.isEmpty ? repl.currentExercise(in: course) : repl.exercise(named: argument, in: course) else { return }
            repl.check(exercise, course: course)
        },
        REPLCommand(name: "hint", usage: "[ID]", summary: "the next hint for an exercise") { repl, argument in
            let course = ExerciseCourse.locate()
            guard let exercise = argument.isEmpty ? repl.currentExercise(in: course) : repl.exercise(named: argument, in: course) else { return }
            repl.refreshExerciseProgress()
            guard let hint = repl.progress.takeHint(of: exercise) else { return repl.write("\(exercise.id) has no hints.") }
            repl.saveProgress()
            repl.write(hint.description)
        },
    ] }
}

extension REPL {
    /// The exercises of the open chapter (all of them when none is open) with their states.
    fileprivate func listExercises(_ course: ExerciseCourse) {
        let exercises = chapter.map { course.catalog.exercises(inChapter: $0.id) } ?? course.catalog.exercises
        guard !exercises.isEmpty else {
            return write(chapter.map { "\($0.id.heading) has no exercises." } ?? "No exercises were found.")
        }
        refreshExerciseProgress()
        write(ExerciseListing(exercises: exercises, progress: progress, copies: course.copies, width: style.columns).text
            + "\n\n:exercise ID shows one's instructions; :check ID checks your file.")
    }

    /// The file `:load` reads: the learner's copy when `argument` is an exercise's id (made from
    /// the starter if need be), else the path with `~` expanded as a shell does.
    func loadablePath(_ argument: String) -> String? {
        let course = ExerciseCourse.locate()
        guard let exercise = course.catalog.exercise(argument) else {
            return HomeFolder().expanding(argument)
        }
        loadedExercise = exercise.id
        do {
            return try course.copies.open(exercise).path
        } catch {
            report("Your copy of \(exercise.id) could not be made in \(course.copies.folder.path): \(error.localizedDescription)")
            return nil
        }
    }

    fileprivate func exercise(named id: String, in course: ExerciseCourse) -> Exercise? {
        if let exercise = course.catalog.exercise(id) { return exercise }
        report("There is no exercise \"\(id)\"; :exercise lists this chapter's.")
        return nil
    }

    /// The exercise the learner is working on: the one `:load ID` loaded last; else, of the open
    /// chapter's exercises that have not passed, a practice whose declarations the learner has
    /// typed at the prompt, the current step's practice, practice for steps already read, and
    /// then the chapter's exercises in order.
    fileprivate func currentExercise(in course: ExerciseCourse) -> Exercise? {
        if let loaded = loadedExercise.flatMap(course.catalog.exercise) { return loaded }
        guard let chapter else {
            report("No chapter is open; name an exercise, such as :check badge.")
            return nil
        }
        let exercises = course.catalog.exercises(inChapter: chapter.id)
        guard !exercises.isEmpty else {
            report("\(chapter.id.heading) has no exercises.")
            return nil
        }
        refreshExerciseProgress()
        // The current step's practice first, then practice for steps already read, then the
        // chapter's exercises in order.
        let order = currentStep?.order ?? 0
        let typed = exercises.filter { $0.manifest.step != nil && isTypedAtThePrompt($0) }
        let here = exercises.filter { $0.manifest.step == order }
        let before = exercises.filter { ($0.manifest.step ?? .max) < order }.reversed()
        guard let exercise = (typed + here + before + exercises).first(where: { progress.state(of: $0) != .passed }) else {
            report("Every exercise of \(chapter.id) has passed; name one to check it again, such as :check \(exercises[0].id).")
            return nil
        }
        return exercise
    }

    /// Grades the learner's copy (made from the starter if need be), shows the result and records it.
    fileprivate func check(_ exercise: Exercise, course: ExerciseCourse) {
        do {
            let copy = try course.copies.open(exercise)
            try keepPracticeTypedAtThePrompt(exercise, in: course.copies)
            let isStarter = !course.copies.hasChanges(exercise)
            let grader = try Grader.installed(pictureColors: style.colors, pictureBackground: terminalBackground)
            write(style.text.dim(wrapped("Checking \(HomeFolder().abbreviating(copy))…")))
            let result = try grader.grade(exercise, file: try LearnerFile(path: copy.path))
            write(ResultReport(result, width: style.columns).text)
            refreshExerciseProgress()
            progress.record(result, copyIsStarter: isStarter)
            saveProgress()
        } catch is GradingInterrupted {
            report("The check was stopped.")
        } catch {
            report("\(exercise.id) could not be checked: \(error)")
        }
    }

    /// Practice inside a chapter is solved at the prompt: when the session declares everything
    /// the exercise's starter does (the learner typed their own `Badge`), those declarations are
    /// what is checked. They are written to the learner's file for the exercise, so `learn check`
    /// sees them too; what the file held is kept first, as `:save` keeps it.
    private func keepPracticeTypedAtThePrompt(_ exercise: Exercise, in copies: LearnerCopies) throws {
        guard exercise.manifest.step != nil, isTypedAtThePrompt(exercise) else { return }
        // Loaded from the file and not changed at the prompt since: the file is what is checked.
        if exercise.id == loadedExercise, session.declarationsFile == declarationsAtLoad { return }
        let wanted = starterNames(of: exercise)
        let file = copies.file(for: exercise)
        let contents = Data(session.declarationsFile.utf8)
        guard FileManager.default.contents(atPath: file.path) != contents else { return }
        let kept = try copies.keepBeforeReplacing(file, with: contents)
        try contents.write(to: file, options: .atomic)
        write(style.text.dim(wrapped("Checking what you typed at the prompt (\(wanted.sorted().joined(separator: ", "))), saved in "
            + HomeFolder().abbreviating(file) + (kept.map { "; what it held is kept in \(HomeFolder().abbreviating($0))" } ?? "") + ".")))
    }

    /// The names the exercise's starter declares (`Badge`), which the scenarios use.
    private func starterNames(of exercise: Exercise) -> Set<String> {
        guard let starter = try? String(contentsOf: exercise.starter, encoding: .utf8) else { return [] }
        return Set(SwiftInput.classify(starter).declarations.flatMap(\.key.names))
    }

    /// Whether the session declares everything the exercise's starter declares.
    private func isTypedAtThePrompt(_ exercise: Exercise) -> Bool {
        let wanted = starterNames(of: exercise)
        return !wanted.isEmpty && wanted.isSubset(of: Set(session.declarations.flatMap(\.declaration.key.names)))
    }

    /// Takes in what `learn check` or `learn hint` in another terminal recorded since the
    /// REPL loaded the progress.
    func refreshExerciseProgress() {
        progress.exercises = progress.exercises(mergedWith: store.load().progress.exercises)
    }
}
