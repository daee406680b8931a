import ArgumentParser
import LearnerPrograms
import Foundation
import Grading
import LearnerFiles
import Lessons
import LineEditing
import REPL
import ReplEngine

/// `learn chapter4` (also `learn 4`, `learn chapter 4`, or `learn` alone to continue): opens a
/// chapter's lessons in the REPL at the learner's saved step.
struct ChapterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapter",
        abstract: "Open a chapter's lessons in the REPL (the default: `learn chapter4`, `learn 4`).",
        discussion: """
            Without a chapter, learn shows the chapters and your progress, and continues where \
            you stopped. In the REPL, type Swift to see it laid out and drawn; :help lists the \
            commands. Ctrl-C stops what runs, Ctrl-D leaves; your place is saved. What you \
            type runs in a sandbox: it sees the runtime, a private /tmp and home and a few \
            of your environment variables, keeps the network, and ends with the REPL.
            """
    )

    @Argument(help: ArgumentHelp("The chapter: 4, chapter4.", valueName: "chapter"))
    var words: [String] = []

    func run() throws {
        let library = try Self.loadLibrary()
        let store = ProgressStore(directory: LearnPaths().data)
        let id: Chapter.ID
        if let requested = try requestedChapter() {
            guard library.chapter(requested) != nil else {
                throw ValidationError("there is no chapter \(requested); " + Self.existing(library.numberedChapters.map(\.id)))
            }
            id = .numbered(requested)
        } else {
            let progress = store.load().progress
            print(ChapterOverview(library: library, progress: progress, exercises: ExerciseCourse.locate().catalog.exercises).text)
            guard let next = progress.lastChapter.flatMap({ library.chapter($0) }) ?? library.chapters.first else { return }
            id = next.id
        }
        try Self.openREPL(library: library, at: id, store: store)
    }

    /// The course's lessons, each problem of a file reported.
    static func loadLibrary() throws -> LessonLibrary {
        let lessons = LearnPaths.lessonsDirectory()
        guard FileManager.default.fileExists(atPath: lessons.path) else {
            FileHandle.standardError.write(Data("learn: \(CourseLocation.notFound)\n".utf8))
            throw ExitCode.badInput
        }
        let library = LessonLibrary.load(from: lessons)
        for problem in library.problems {
            FileHandle.standardError.write(Data("learn: \(problem)\n".utf8))
        }
        return library
    }

    /// Opens the REPL at chapter or project `id`; ends the process with the REPL's status.
    static func openREPL(library: LessonLibrary, at id: Chapter.ID, store: ProgressStore) throws -> Never {
        let session: ReplSession
        do {
            session = try ReplSession()
            session.warmUpCompiler()
        } catch {
            FileHandle.standardError.write(Data("learn: \(error)\n".utf8))
            throw ExitCode.badInput
        }
        // The learner's editor finds the runtime again if the build moved since it was written.
        LearnerCopies.locate().updateCompilationDatabase()
        let editor = LineEditor(historyFile: LineEditor.defaultHistoryFile())
        let repl = REPL(library: library, chapter: id, store: store, editor: editor, session: session)
        throw ExitCode(repl.run())
    }

    /// `there are chapters 1 to 6`; `there are chapters 1, 2 and 4`; `there is only chapter 1`.
    static func existing(_ chapters: [Chapter.ID]) -> String {
        let numbers = chapters.compactMap { if case .numbered(let number) = $0 { number } else { nil } }
        switch numbers.count {
        case 0: return "there are no chapters"
        case 1: return "there is only chapter \(numbers[0])"
        default:
            let isRun = zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }
            let list = isRun
                ? "\(numbers[0]) to \(numbers[numbers.count - 1])"
                : numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(numbers[numbers.count - 1])"
            return "there are chapters " + list
        }
    }

    /// `4`, `chapter4` or `chapter 4` (the subcommand's name is `chapter`, so `4` remains).
    private func requestedChapter() throws -> Int? {
        let text = words.joined().lowercased()
        guard !text.isEmpty else { return nil }
        let digits = text.hasPrefix("chapter") ? String(text.dropFirst("chapter".count)) : text
        guard let number = Int(digits), number > 0 else {
            throw ValidationError("\"\(words.joined(separator: " "))\" is not a chapter; try `learn chapter4` or `learn 4`")
        }
        return number
    }
}
