import ArgumentParser
import Foundation
import Grading
import LearnerFiles
import Lessons
import REPL

/// `learn projects`: the apps the learner can build, milestone by milestone, and how far they got.
struct ProjectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "projects", abstract: "List the projects (apps built in milestones) and your progress.")

    func run() throws {
        let library = try ChapterCommand.loadLibrary()
        let (progress, warning) = ProgressStore(directory: LearnPaths().data).load()
        if let warning { FileHandle.standardError.write(Data("learn: \(warning)\n".utf8)) }
        print(ChapterOverview(library: library, progress: progress, exercises: ExerciseCourse.locate().catalog.exercises).projectsText)
    }
}

/// `learn project airport`: opens a project in the REPL at the learner's saved milestone, as
/// `learn chapter4` opens a chapter. Its milestones extend one app file,
/// `~/learn-exercises/projects/NAME/`.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Open a project in the REPL: an app you build milestone by milestone (`learn project airport`).",
        discussion: "`learn projects` lists them. Each milestone is a short lesson and a step that extends the same app file, checked with :check."
    )

    @Argument(help: ArgumentHelp("The project's name, as `learn projects` lists it.", valueName: "name"))
    var name: String

    func run() throws {
        let library = try ChapterCommand.loadLibrary()
        let id = Chapter.ID.project(name.lowercased())
        guard library.chapter(id) != nil else {
            let names = library.projects.map(\.id.name)
            throw ValidationError("there is no project \"\(name)\"; "
                + (names.isEmpty ? "there are no projects" : "the projects are " + names.joined(separator: ", ")))
        }
        try ChapterCommand.openREPL(library: library, at: id, store: ProgressStore(directory: LearnPaths().data))
    }
}
