import Foundation
import Grading
import LearnerFiles
import Lessons
import ReplEngine
import TerminalSupport

/// The built-in commands, grouped by what they act on.
enum REPLCommands {
    static var all: [REPLCommand] { general + lessons + views + session }

    static var general: [REPLCommand] { [
        REPLCommand(name: "help", summary: "list the commands") { repl, _ in
            let width = repl.commands.map { $0.name.count + ($0.usage.isEmpty ? 0 : $0.usage.count + 1) }.max() ?? 0
            let lines = repl.commands.map { command in
                let head = ":" + command.name + (command.usage.isEmpty ? "" : " " + command.usage)
                return "  " + head.padding(toLength: width + 1, withPad: " ", startingAt: 0) + "  " + command.summary
            }
            let background = repl.terminalBackground == .dark ? "light" : "dark"
            let notes = [
                "Views are proposed the size the prompt shows (:size says more).",
                ":save keeps what a file it replaces held: your exercise files in \(HomeFolder().abbreviating(LearnerCopies.locate().backups)) "
                    + "(as learn reset does), any other file beside it as FILE.backup-TIME.",
                "Pictures are drawn for a \(repl.terminalBackground.rawValue) terminal background, whatever :scheme says; "
                    + "if yours is \(background), start learn with \(TerminalBackground.environmentVariable)=\(background).",
            ]
            repl.write(repl.wrapped((["Type Swift to evaluate it: a view is laid out and drawn. Commands:"] + lines + notes).joined(separator: "\n")))
        },
        REPLCommand(name: "quit", summary: "leave (Ctrl-D does too); your place is saved") { repl, _ in
            repl.shouldQuit = true
        },
    ] }

    static var lessons: [REPLCommand] { [
        REPLCommand(name: "chapter", usage: "N", summary: "open chapter N where you left it") { repl, argument in
            let numbers = repl.library.numberedChapters.compactMap { if case .numbered(let number) = $0.id { number } else { nil } }
            let range = "\(numbers.min() ?? 1) to \(numbers.max() ?? 1)"
            // `:chapter chapter4` and `:chapter 4` both name chapter 4.
            guard let number = Int(argument.drop { !$0.isNumber }), let chapter = repl.library.chapter(number) else {
                return repl.report("Give a chapter number from \(range): :chapter 4")
            }
            repl.saveProgress()
            repl.open(chapter)
            repl.showStep()
        },
        REPLCommand(name: "project", usage: "NAME", summary: "open project NAME where you left it") { repl, argument in
            let names = repl.library.projects.map(\.id.name)
            guard let chapter = repl.library.chapter(.project(argument.trimmingCharacters(in: .whitespaces).lowercased())) else {
                return repl.report(names.isEmpty ? "There are no projects." : "Give a project's name: " + names.joined(separator: ", ") + ".")
            }
            repl.saveProgress()
            repl.open(chapter)
            repl.showStep()
        },
        REPLCommand(name: "next", summary: "go to the next step") { repl, _ in repl.go(to: repl.stepIndex + 1) },
        REPLCommand(name: "back", summary: "go to the previous step") { repl, _ in repl.go(to: repl.stepIndex - 1) },
        REPLCommand(name: "goto", usage: "N", summary: "go to step N of this chapter") { repl, argument in
            guard let number = Int(argument) else { return repl.report("Give a step number: :goto 3") }
            repl.go(to: number - 1)
        },
        REPLCommand(name: "show", summary: "show the current step again") { repl, _ in repl.showStep() },
        REPLCommand(name: "lessons", summary: "list this chapter's steps") { repl, _ in
            guard let chapter = repl.chapter else { return repl.report("No lesson is open.") }
            let done = repl.progress[chapter: chapter.id].completed
            let lines = chapter.steps.enumerated().map { index, step in
                let mark = index == repl.stepIndex ? "→" : done.contains(step.order) ? "✓" : " "
                return " \(mark) \(index + 1). \(step.title)"
            }
            repl.write(([chapter.heading] + lines).joined(separator: "\n"))
        },
        REPLCommand(name: "run", usage: "N", summary: "run block N of the current step") { repl, argument in
            guard let number = Int(argument.isEmpty ? "1" : argument) else { return repl.report("Give a block number: :run 2") }
            repl.runBlock(number)
        },
        REPLCommand(name: "predict", usage: "[N] ANSWER", summary: "answer block N's question before it runs, then run it") { repl, argument in
            repl.predict(argument)
        },
        REPLCommand(name: "reveal", usage: "N", summary: "show what block N gives without running it") { repl, argument in
            guard let number = Int(argument), let block = repl.runnableBlock(number) else {
                return repl.report("Give a block number: :reveal 2")
            }
            let heldBack = block.prediction != nil && !repl.blocksSeen.revealed.contains(number)
            repl.blocksSeen.revealed.insert(number)
            repl.write(block.expectedOutput.map { "[\(number)] gives:\n" + $0 } ?? "Block \(number) shows no expected output: run it to see.")
            if heldBack { repl.continueStep(after: number) }
        },
    ] }

    static var views: [REPLCommand] { [
        REPLCommand(name: "explain", usage: "[EXPR]", summary: "why each view got its size: proposals and answers, in the order asked") { repl, argument in
            if !argument.isEmpty {
                guard repl.evaluate(argument).picture != nil else { return }
            }
            repl.answer(repl.session.explain())
        },
        REPLCommand(name: "tree", summary: "the frames of the last view's views") { repl, _ in
            repl.answer(repl.session.tree())
        },
    ] + SettingCommand.all.map(\.replCommand) }

    static var session: [REPLCommand] { [
        REPLCommand(name: "decls", summary: "list the declarations this session keeps") { repl, _ in
            let declarations = repl.session.declarations
            guard !declarations.isEmpty else { return repl.write("No declarations yet.") }
            repl.write(declarations.map(\.text).joined(separator: "\n\n"))
        },
        REPLCommand(name: "reset", summary: "forget every declaration") { repl, _ in
            repl.session.reset()
            _ = repl.session.configure(repl.settings)
            repl.write("The session starts afresh.")
        },
        REPLCommand(name: "load", usage: "FILE|EXERCISE", summary: "evaluate a Swift file's declarations and code (an exercise's id: your file for it)") { repl, argument in
            guard !argument.isEmpty else { return repl.report("Give a file or an exercise: :load ~/Views.swift, :load badge") }
            guard let path = repl.loadablePath(argument) else { return }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                return repl.report("\(argument) cannot be read\(FileManager.default.fileExists(atPath: path) ? "" : ": there is no such file").")
            }
            repl.evaluate(text)
            if repl.loadedExercise != nil { repl.declarationsAtLoad = repl.session.declarationsFile }
        },
        REPLCommand(name: "save", usage: "FILE", summary: "save the session's declarations as a Swift file") { repl, argument in
            guard !argument.isEmpty else { return repl.report("Give a file: :save Session.swift") }
            let file = URL(fileURLWithPath: HomeFolder().expanding(argument))
            let contents = Data(repl.session.declarationsFile.utf8)
            let kept: URL?
            do {
                kept = try LearnerCopies.locate().keepBeforeReplacing(file, with: contents)
            } catch {
                return repl.report("\(argument) was left as it was: a copy of what it holds could not be kept first (\(error.localizedDescription)).")
            }
            do {
                try contents.write(to: file, options: .atomic)
                repl.write("Saved \(repl.session.declarations.count) declaration(s) to \(argument)."
                    + (kept.map { " What it held before is kept in \(HomeFolder().abbreviating($0))." } ?? ""))
            } catch {
                repl.report("\(argument) could not be written: \(error.localizedDescription)")
            }
        },
        REPLCommand(name: "timeout", usage: "SECONDS", summary: "how long code may run before it is stopped (10 by default)") { repl, argument in
            guard let seconds = Double(argument), seconds > 0, seconds.isFinite else { return repl.report("Give a number of seconds: :timeout 5") }
            repl.session.timeout = seconds
            repl.write("Code may now run for \(argument) s.")
        },
    ] }
}

extension REPL {
    /// Shows the answer to a question about the last view.
    func answer(_ answer: ViewAnswer) {
        switch answer {
        case .text(let text): write(wrapped(text))
        case .noView: report("No view has been drawn yet in this session: type one, or :run a block.")
        case .failed(let message): report(message)
        }
    }

    /// Applies changed settings and draws the last view again under them.
    func reconfigure() {
        switch session.configure(settings) {
        case .text(let picture): show(picture: picture)
        case .noView: write(style.text.dim("The next view will be drawn that way."))
        case .failed(let message): report(message)
        }
    }
}
