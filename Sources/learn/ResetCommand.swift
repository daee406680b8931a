import ArgumentParser
import Foundation
import Grading

/// `learn reset <id> [--yes]`: puts the starter back in place of the learner's copy, keeping
/// the copy in the backups folder.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Replace your file for an exercise with its starter (asks first)."
    )

    @OptionGroup var exercise: ExerciseArgument

    @Flag(help: "Do not ask; replace the file.")
    var yes = false

    func run() throws {
        let course = CourseExercises()
        let exercise = try course.exercise(self.exercise.id)
        let file = course.copies.file(for: exercise).path
        if course.copies.exists(exercise) && !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw ValidationError("learn reset asks before it replaces \(file); run it in a terminal, or add --yes")
            }
            let kept = course.copies.hasChanges(exercise) ? " (A copy of it is kept in \(course.copies.backups.path).)" : ""
            FileHandle.standardOutput.write(Data("Replace \(file) with the starter?\(kept) [y/N] ".utf8))
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else { return print("Nothing changed.") }
        }
        let backup: URL?
        do {
            backup = try course.copies.reset(exercise)
        } catch {
            CourseExercises.report("\(file) could not be written: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        var progress = course.loadProgress()
        progress.recordReset(of: exercise)
        course.save(progress)
        print("\(file) is the starter again." + (backup.map { " What it held is kept in \($0.path)." } ?? ""))
    }
}
