import ArgumentParser
import LearnerPrograms
import Foundation
import Grading
import ScenarioRecords
import LearnerFiles
import Lessons
import TerminalSupport

/// What the exercise commands work with: the course's exercises, the learner's copies of them
/// and the learner's progress, found where a learner's `learn` finds them.
struct CourseExercises {
    let catalog: ExerciseCatalog
    let copies: LearnerCopies
    let store: ProgressStore

    /// Loads the catalog, reporting manifests that cannot be read on standard error.
    init() {
        let course = ExerciseCourse.locate()
        catalog = course.catalog
        copies = course.copies
        store = ProgressStore(directory: LearnPaths().data)
        for problem in catalog.problems { Self.report("\(problem)") }
    }

    /// The exercise with that id; bad usage (exit status 2) naming the ones there are if none has it.
    func exercise(_ id: String) throws -> Exercise {
        if let exercise = catalog.exercise(id) { return exercise }
        if catalog.exercises.isEmpty && catalog.problems.isEmpty {
            Self.report(CourseLocation.notFound)
            throw ExitCode.badInput
        }
        throw ValidationError(catalog.noExercise(id))
    }

    func loadProgress() -> LearnerProgress {
        let (progress, warning) = store.load()
        if let warning { Self.report(warning) }
        return progress
    }

    func save(_ progress: LearnerProgress) {
        do {
            try store.save(progress)
        } catch {
            Self.report("your progress could not be saved to \(store.file.path): \(error.localizedDescription)")
        }
    }

    /// A grader using the installed toolchain and the runtime next to learn, whose pictures
    /// have the colours of standard output (none when `plain`) and are drawn for its terminal's
    /// background, and which keeps what reference solutions draw in learn's cache folder;
    /// says what is missing and exits with status 2 when they cannot be found.
    static func grader(timeout: Double = Grader.defaultTimeout, plain: Bool = false) throws -> Grader {
        let colors = plain ? .none : StandardOutput.traits.colors
        let background = plain
            ? .dark : TerminalBackground.of(environment: ProcessInfo.processInfo.environment, input: STDIN_FILENO, output: STDOUT_FILENO)
        do {
            return try Grader.installed(timeout: timeout, pictureColors: colors, pictureBackground: background)
        } catch {
            report("\(error)")
            throw ExitCode.badInput
        }
    }

    /// Writes `learn: message` to standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("learn: \(message)\n".utf8))
    }
}
