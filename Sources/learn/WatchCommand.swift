import ArgumentParser
import LearnerPrograms
import Foundation
import Grading
import Lessons

/// `learn watch [<id>]`: checks an exercise again each time its file is saved.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check an exercise each time you save its file (Ctrl-C ends).",
        discussion: """
            With an id, your copy of that exercise is checked now and after every save. Without \
            one, every exercise's copy is watched, and the one you save is checked.
            """
    )

    @Argument(help: "The exercise's id, such as badge.")
    var id: String?

    func run() throws {
        let course = CourseExercises()
        let grader = try CourseExercises.grader()
        let exercises: [Exercise]
        if let id {
            let exercise = try course.exercise(id)
            try course.copies.open(exercise)
            exercises = [exercise]
            check(exercise, course: course, grader: grader)
        } else {
            exercises = course.catalog.exercises
        }
        let files = exercises.map(course.copies.file)
        show(id == nil
            ? "Watching \(course.copies.folder.path) for saved exercises. Ctrl-C ends."
            : "Watching \(files[0].path). Ctrl-C ends.")
        var watcher = SaveWatcher(files: files)
        while true {
            let saved = watcher.nextSave()
            guard let exercise = exercises.first(where: { course.copies.file(for: $0) == saved }) else { continue }
            show("\n— \(saved.lastPathComponent) saved —")
            check(exercise, course: course, grader: grader)
        }
    }

    private func check(_ exercise: Exercise, course: CourseExercises, grader: Grader) {
        do {
            let isStarter = !course.copies.hasChanges(exercise)
            let result = try grader.grade(exercise, file: try LearnerFile(path: course.copies.file(for: exercise).path))
            var progress = course.loadProgress()
            progress.record(result, copyIsStarter: isStarter)
            course.save(progress)
            show(ResultReport(result, width: StandardOutput.traits.columns).text)
        } catch let interruption as GradingInterrupted {
            interruption.exitBySignal()
        } catch {
            CourseExercises.report("\(error)")
        }
    }

    /// Writes a line at once, even when standard output is a file or a pipe that `print`
    /// would buffer until learn ends, which a watch never does by itself.
    private func show(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
