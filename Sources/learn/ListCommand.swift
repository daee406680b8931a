import ArgumentParser
import Foundation
import Grading
import LearnerFiles
import Lessons
import REPL

/// `learn list`: the chapters and how far the learner has got in each.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the chapters and your progress.")

    func run() throws {
        let library = LessonLibrary.load(from: LearnPaths.lessonsDirectory())
        for problem in library.problems {
            FileHandle.standardError.write(Data("learn: \(problem)\n".utf8))
        }
        let (progress, warning) = ProgressStore(directory: LearnPaths().data).load()
        if let warning { FileHandle.standardError.write(Data("learn: \(warning)\n".utf8)) }
        print(ChapterOverview(library: library, progress: progress, exercises: ExerciseCourse.locate().catalog.exercises).text)
    }
}
