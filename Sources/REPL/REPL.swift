import EvaluatorProtocol
import Foundation
import Grading
import Lessons
import LineEditing
import ReplEngine
import TerminalMarkdown
import TerminalSupport

/// The learner's session: a lesson step on screen, Swift typed at the prompt and evaluated by
/// a `ReplSession` (compiled, run in the evaluator child process, drawn), and `:` commands.
///
/// Input comes from a `LineEditor`: line-edited on a terminal, plain lines from a pipe (no
/// prompts, no escape codes, ending at end of input), so sessions can be scripted.
package final class REPL {
    let library: LessonLibrary
    private(set) var chapter: Chapter?
    /// The position of the current step in `chapter.steps`.
    private(set) var stepIndex = 0
    var progress: LearnerProgress
    let store: ProgressStore
    let editor: LineEditor
    let session: ReplSession
    /// The terminal's traits, read again before each input: a resized terminal takes effect
    /// at the next prompt.
    private(set) var style: OutputStyle
    /// Whether the terminal's background is dark or light, asked once: what pictures are drawn
    /// for, whatever colour scheme `:scheme` chose for the views.
    let terminalBackground: TerminalBackground
    /// How views are presented: the proposal (see ``Proposal``), colour scheme and direction.
    var choices = PresentationChoices(proposal: .terminal)
    var shouldQuit = false
    /// The current step's blocks whose expected output the learner has seen, and predictions asked.
    var blocksSeen = BlocksSeen()
    /// The exercise whose file `:load ID` read last in this step: what `:check` and `:hint`
    /// without an id take first.
    var loadedExercise: String?
    /// The session's declarations as `:load ID` left them: while they are unchanged, nothing was
    /// typed since, and `:check` grades the file as it is.
    var declarationsAtLoad: String?
    /// How many times slower than real time `:play` replays an animation.
    var replaySlowness = 1.0
    /// The commands, in the order `:help` lists them. Later features append their own.
    package var commands: [REPLCommand] = REPLCommands.all + InteractionCommands.all + MotionCommands.all + ExerciseCommands.all

    package init(library: LessonLibrary, chapter id: Chapter.ID?, store: ProgressStore, editor: LineEditor, session: ReplSession) {
        self.library = library
        self.store = store
        self.editor = editor
        self.session = session
        style = OutputStyle()
        terminalBackground = TerminalBackground.of(
            environment: ProcessInfo.processInfo.environment, input: STDIN_FILENO, output: STDOUT_FILENO)
        let (progress, warning) = store.load()
        self.progress = progress
        if let warning { report(warning) }
        if let id, let chapter = library.chapter(id) {
            open(chapter)
        }
    }

    /// Runs until `:quit` or the end of input, and saves the learner's place. Returns the exit status.
    package func run() -> Int32 {
        _ = session.configure(settings)
        editor.completer = { [commands, session] line in
            CompletionVocabulary(commands: commands.map(\.name), declarations: session.declarations.map(\.declaration.key))
                .candidates(lineBeforeCursor: line)
        }
        if chapter != nil { showStep() }
        while !shouldQuit {
            style = OutputStyle()  // the prompt shows the proposal on the terminal as it is now
            switch editor.read(
                prompt: prompt, continuationPrompt: continuationPrompt, isComplete: isComplete,
                joinsPastedLine: SwiftInput.joinsPastedLine)
            {
            case .endOfInput:
                shouldQuit = true
            case .interrupted:
                continue
            case .input(let text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { continue }
                editor.remember(text)
                handle(trimmed)
            }
        }
        saveProgress()
        return 0
    }

    /// Runs one line of input: a command, or Swift, with the session presenting views as
    /// ``settings`` say (the terminal may have been resized, or a step entered, since).
    func handle(_ input: String) {
        style = OutputStyle()
        if session.settings != settings { _ = session.configure(settings) }
        if input.hasPrefix(":") {
            runCommand(String(input.dropFirst()))
        } else if let advice = ShellCommandAdvice(input, declarations: session.declarations.map(\.declaration.key)) {
            report(advice.message)
        } else {
            evaluate(input)
        }
    }

    private func runCommand(_ text: String) {
        let name = String(text.prefix { !$0.isWhitespace })
        let argument = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard let command = commands.first(where: { $0.name == name }) else {
            return report("There is no command :\(name). :help lists them.")
        }
        command.run(self, argument)
    }

    // MARK: Evaluating Swift

    /// The evaluator's settings: the learner's choices on this terminal.
    var settings: PresentationSettings {
        choices.settings(terminal: (style.columns, style.rows), colors: style.colors, background: terminalBackground)
    }

    /// Evaluates `code` and shows what came of it. Ctrl-C stops a running evaluation.
    @discardableResult
    func evaluate(_ code: String) -> EvaluationResult {
        let result = InterruptForwarding.whileRunning(session.interrupter) { session.evaluate(code) }
        show(result)
        return result
    }

    /// Shows a view's picture, cut to what the terminal shows well (``PictureCrop``).
    func show(picture: String) {
        let crop = PictureCrop(picture, columns: style.columns)
        write(crop.text)
        if let note = crop.note { write(style.text.dim(wrapped(note))) }
    }

    func show(_ result: EvaluationResult) {
        // Ctrl-C while the code ran: the terminal echoed `^C` at the start of the line below the
        // input; the message is written from the line's start, over it, so that it wraps within
        // the columns learn counts.
        if case .interrupted = result.outcome, style.isTerminal { FileHandle.standardError.write(Data("\r".utf8)) }
        for shown in result.shown {
            switch shown {
            case .output(let output): write(output)
            case .diagnostics(let diagnostics): write(wrappedDiagnostics(diagnostics), to: .standardError)
            case .picture(let picture): show(picture: picture)
            case .value(let value): write(value)
            case .declared(let names): write(style.text.dim("Declared \(names.joined(separator: ", "))."))
            case .message(let message): report(message)
            }
        }
    }

    // MARK: Lessons

    var currentStep: LessonStep? {
        guard let chapter, chapter.steps.indices.contains(stepIndex) else { return nil }
        return chapter.steps[stepIndex]
    }

    func open(_ chapter: Chapter) {
        self.chapter = chapter
        let saved = progress[chapter: chapter.id].step
        enter(chapter.steps.firstIndex { $0.order == saved } ?? 0)
        progress.open(chapter: chapter.id)
    }

    /// Makes the step at `index` the current one, presenting views as its blocks are checked.
    private func enter(_ index: Int) {
        stepIndex = index
        blocksSeen = BlocksSeen()
        // A new step offers its own practice.
        loadedExercise = nil
        if let step = currentStep { choices = PresentationChoices(step: step) }
    }

    func showStep() {
        guard let chapter, let step = currentStep else {
            return report("No lesson is open. Start one with `learn chapterN`.")
        }
        write(presenter(for: step, in: chapter).present(step, in: chapter))
    }

    private func presenter(for step: LessonStep, in chapter: Chapter) -> LessonPresenter {
        let practice = ExerciseCourse.locate().catalog.exercises(inChapter: chapter.id).filter { $0.manifest.step == step.order }
        return LessonPresenter(width: style.columns, style: style.text, seen: blocksSeen, practice: practice)
    }

    /// After a block whose question held back the rest of its step has run: that rest.
    func continueStep(after number: Int) {
        guard let chapter, let step = currentStep,
              let rest = presenter(for: step, in: chapter).rest(of: step, in: chapter, after: number) else { return }
        write("\n" + rest)
    }

    /// Markdown (an exercise's instructions) as the terminal shows it: wrapped at its width,
    /// styled where it has colours.
    func markdown(_ text: String) -> String {
        MarkdownRenderer(width: style.columns, usesEscapes: style.text.usesEscapes).text(text)
    }

    /// Moves to the step at `index`, marking the step left behind as completed when moving on.
    func go(to index: Int) {
        guard let chapter else { return report("No lesson is open.") }
        guard chapter.steps.indices.contains(index) else {
            guard index >= chapter.steps.count else { return report("This is the first \(chapter.stepNoun).") }
            // `:next` on the last step: it has been read, as every step before it was.
            if let step = currentStep {
                progress[chapter: chapter.id].completed.insert(step.order)
                saveProgress()
            }
            return write(wrapped(endOfChapter(chapter)))
        }
        if index > stepIndex, let step = currentStep {
            progress[chapter: chapter.id].completed.insert(step.order)
        }
        enter(index)
        progress[chapter: chapter.id].move(to: chapter.steps[index].order)
        saveProgress()
        showStep()
    }

    /// Block `number` of the current step, or a message saying which there are.
    func runnableBlock(_ number: Int) -> RunnableBlock? {
        guard let step = currentStep else {
            report("No lesson is open.")
            return nil
        }
        guard let block = step.runnableBlocks.first(where: { $0.number == number }) else {
            report("This step has \(step.runnableBlocks.count) runnable block(s); try :run 1.")
            return nil
        }
        return block
    }

    /// What `:next` says after the last step: the chapter is finished, or what is left of it.
    private func endOfChapter(_ chapter: Chapter) -> String {
        refreshExerciseProgress()
        let exercises = ExerciseCourse.locate().catalog.exercises(inChapter: chapter.id)
        let standing = ChapterStanding(chapter, exercises: exercises, progress: progress)
        let next = library.chapter(after: chapter).map { " `\(Self.openCommand(for: $0.id))` opens the next." } ?? ""
        if standing.isFinished { return "\(chapter.id.heading) is finished.\(next)" }
        var left: [String] = []
        if standing.stepsRead < standing.steps {
            let unread = chapter.steps.enumerated().filter { !progress[chapter: chapter.id].completed.contains($0.element.order) }
            left.append("\(chapter.stepNoun)\(unread.count == 1 ? "" : "s") " + unread.map { String($0.offset + 1) }.joined(separator: ", ") + " (:goto N)")
        }
        if !standing.exercisesLeft.isEmpty {
            left.append("the exercise\(standing.exercisesLeft.count == 1 ? "" : "s") "
                + standing.exercisesLeft.joined(separator: ", ") + " (:exercise ID, then :check ID)")
        }
        return "That was the last \(chapter.stepNoun) of \(chapter.id). To finish it: " + left.joined(separator: "; and ") + "."
    }

    /// The REPL command that opens `id`: `:chapter 4`, `:project airport`.
    static func openCommand(for id: Chapter.ID) -> String {
        switch id {
        case .numbered(let number): ":chapter \(number)"
        case .project(let name): ":project \(name)"
        }
    }

    /// Runs block `number` of the current step at the current proposal: the step's size, so its
    /// picture matches the lesson's, until the learner proposes another.
    ///
    /// A block that asks for a prediction asks first: `:run N` again runs it without one.
    func runBlock(_ number: Int, predicted: Bool = false) {
        guard let block = runnableBlock(number) else { return }
        if let prediction = block.prediction, !predicted, blocksSeen.asked.insert(number).inserted {
            return write(wrapped("Predict first: \(prediction.question)\n"
                + "Answer with :predict \(number) ANSWER, or :run \(number) again to run it without predicting."))
        }
        let heldBack = block.prediction != nil && !blocksSeen.revealed.contains(number)
        blocksSeen.revealed.insert(number)
        defer { if heldBack { continueStep(after: number) } }
        write(style.text.dim(block.code))
        // A command block (`:tap Increment`, `:size 40x32`) runs as if the learner typed it.
        guard !block.isCommand else { return handle(block.code.trimmingCharacters(in: .whitespacesAndNewlines)) }
        evaluate(block.code)
    }

    /// Saves the learner's progress, and takes in what another `learn` saved since (a step
    /// another REPL marked read shows as read here too).
    func saveProgress() {
        do {
            progress = try store.save(progress)
        } catch {
            report("Your progress could not be saved to \(store.file.path): \(error.localizedDescription)")
        }
    }

    // MARK: Output

    /// Where the learner is and how views are presented: `learn 4.1 480×160> `, `learn airport.2 …> `.
    private var prompt: String {
        let place = chapter.map { " \($0.id.name).\(stepIndex + 1)" } ?? ""
        return "learn\(place) \(choices.label(columns: style.columns, rows: style.rows))> "
    }

    private var continuationPrompt: String { String(repeating: " ", count: max(0, prompt.count - 5)) + "...> " }

    /// Commands are complete at the end of their line; Swift when its brackets and strings close.
    private func isComplete(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).hasPrefix(":") || SwiftInput.isComplete(text)
    }

    enum Stream { case standardOutput, standardError }

    func write(_ text: String, to stream: Stream = .standardOutput) {
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data((text + "\n").utf8))
    }

    /// A message from learn itself, on standard error.
    func report(_ message: String) {
        write(style.text.error(wrapped(message)), to: .standardError)
    }

    /// learn's words broken to fit the terminal, as lesson prose is (``MessageWrapping``). On a
    /// pipe each message stays one line, for the program or person that greps it.
    func wrapped(_ text: String) -> String {
        style.isTerminal ? MessageWrapping(width: style.columns).wrapped(text) : text
    }

    /// The compiler's diagnostics with their messages and hints wrapped; the lines of code
    /// they quote, and the caret under a column, stay as they are.
    private func wrappedDiagnostics(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isMessage = line.hasPrefix("hint: ") || line.contains(#/^line [0-9]+, column [0-9]+: /#)
                || line.hasPrefix("error: ") || line.hasPrefix("note: ") || line.hasPrefix("This did not compile")
            return isMessage ? wrapped(String(line)) : String(line)
        }.joined(separator: "\n")
    }
}

