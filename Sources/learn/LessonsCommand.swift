import ArgumentParser
import Foundation
import LearnerFiles
import Lessons
import REPL
import ReplEngine

/// `learn lessons check`: runs every runnable block of every lesson and compares its output.
struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "Work with the lesson files.",
        subcommands: [CheckCommand.self]
    )

    struct CheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Run every lesson block and compare what it draws with the lesson's picture."
        )

        @OptionGroup var jobs: JobsOption

        func run() throws {
            let library = LessonLibrary.load(from: LearnPaths.lessonsDirectory())
            for problem in library.problems {
                FileHandle.standardError.write(Data("learn: \(problem)\n".utf8))
            }
            let (blocks, failures) = try LessonChecker().check(library.chapters, jobs: jobs.count) { try ReplSession() }
            for failure in failures { print(failure, terminator: "\n\n") }
            print("\(blocks - failures.count) passed, \(failures.count) failed")
            if !failures.isEmpty || !library.problems.isEmpty { throw ExitCode.failure }
        }
    }
}
