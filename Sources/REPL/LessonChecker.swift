import Foundation
import LearnerProcesses
import Lessons
import ReplEngine
import Synchronization

/// Runs every runnable block of every lesson, chapter by chapter in one session each (so a
/// block can use what earlier blocks declared), at its step's size, and compares what it
/// prints with the block's `output`: lessons never rot.
///
/// Chapters share nothing (each has its own session, evaluator and session library), so
/// several are checked at once, one per core: each input is mostly a compiler in a process
/// of its own that uses one core.
package struct LessonChecker {
    /// One block whose output differs from what its lesson says, or that failed to run.
    package struct Failure: CustomStringConvertible, Sendable {
        package let file: String
        package let line: Int
        package let expected: String
        package let actual: String

        package var description: String {
            "\(file):\(line): the block gives\n\(Self.indent(actual))\nbut the lesson shows\n\(Self.indent(expected))"
        }

        private static func indent(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
    }

    package init() {}

    /// Checks `chapters`, making a fresh session for each with `makeSession`, up to `jobs`
    /// chapters at a time (the longest first, so that the last to finish is a short one);
    /// failures are listed in the chapters' order whatever order they finish in.
    /// - Throws: the first chapter's error (in the chapters' order) when a session cannot be made.
    package func check(
        _ chapters: [Chapter], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeSession: @escaping @Sendable () throws -> ReplSession
    ) throws -> (blocks: Int, failures: [Failure]) {
        let longestFirst = chapters.indices.sorted { Self.blockCount(chapters[$0]) > Self.blockCount(chapters[$1]) }
        let results = Mutex([Result<(blocks: Int, failures: [Failure]), any Error>?](repeating: nil, count: chapters.count))
        ConcurrentWork.run(longestFirst, jobs: jobs) { index in
            let result = Result { try Self.check(chapters[index], in: makeSession()) }
            results.withLock { $0[index] = result }
        }
        var count = 0
        var failures: [Failure] = []
        for result in results.withLock({ $0 }) {
            guard let checked = try result?.get() else { continue }
            count += checked.blocks
            failures += checked.failures
        }
        return (count, failures)
    }

    private static func blockCount(_ chapter: Chapter) -> Int {
        chapter.steps.reduce(0) { $0 + $1.runnableBlocks.count }
    }

    /// Runs `chapter`'s blocks in order in `session`.
    private static func check(_ chapter: Chapter, in session: ReplSession) -> (blocks: Int, failures: [Failure]) {
        var count = 0
        var failures: [Failure] = []
        for step in chapter.steps {
            var choices = PresentationChoices(step: step)
            _ = session.configure(choices.settings(terminal: nil, colors: .none))
            for block in step.runnableBlocks {
                count += 1
                let (actual, succeeded) = block.isCommand
                    ? runCommand(block.code, in: session, choices: &choices) : run(block.code, in: session)
                let expected = normalized(block.expectedOutput ?? "")
                if actual != expected || !succeeded {
                    failures.append(Failure(file: step.file, line: block.line, expected: expected, actual: actual))
                }
            }
        }
        return (count, failures)
    }

    private static func run(_ code: String, in session: ReplSession) -> (printed: String, succeeded: Bool) {
        let result = session.evaluate(code)
        return (printed(result), result.outcome == .succeeded)
    }

    /// A `repl` block: an interaction with the view an earlier block drew, a question about it
    /// (`:explain`, `:tree`), a plot of its last animation, or new settings that draw it again
    /// (`:size 240x64`, `:scheme dark`, `:rtl on`), which stay for the step's next blocks.
    private static func runCommand(_ text: String, in session: ReplSession, choices: inout PresentationChoices) -> (printed: String, succeeded: Bool) {
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let (command, argument) = SettingCommand.command(in: line) {
            guard let chosen = command.apply(argument, choices) else { return (command.usageMessage, false) }
            choices = chosen
            return printed(session.configure(choices.settings(terminal: nil, colors: .none)))
        }
        switch line {
        case ":explain": return printed(session.explain())
        case ":tree": return printed(session.tree())
        default: break
        }
        if let request = MotionCommands.plotRequest(in: line) {
            return printed(session.plot(request))
        }
        guard let interaction = InteractionCommands.interaction(in: line) else {
            let commands = (InteractionCommands.names + ["explain", "tree", "plot", "size", "scheme", "rtl"]).map { ":" + $0 }
            return ("a `repl` block holds one command that acts on the last view (\(commands.joined(separator: ", ")))", false)
        }
        let result = session.perform(interaction)
        let shown = printed(result.answer, then: result.bodiesLine)
        let output = result.output.isEmpty ? "" : result.output.withoutFinalNewline + "\n"
        return (normalized(output + shown.printed), shown.succeeded)
    }

    /// What the REPL shows for an answer about the last view: its picture (followed by
    /// `footer`, when there is one), or why there is none.
    private static func printed(_ answer: ViewAnswer, then footer: String? = nil) -> (printed: String, succeeded: Bool) {
        switch answer {
        case .text(let picture): return (normalized(([picture] + [footer].compactMap { $0 }).joined(separator: "\n")), true)
        case .noView: return ("no view has been drawn before this block", false)
        case .failed(let reason): return (reason, false)
        }
    }

    /// What the REPL prints for a result (``EvaluationResult/shown``), without its colours and
    /// without the note of what was declared, each on its own lines as `REPL.show` writes them.
    static func printed(_ result: EvaluationResult) -> String {
        let parts: [String] = result.shown.compactMap { shown in
            switch shown {
            case .output(let text), .diagnostics(let text), .picture(let text), .value(let text), .message(let text): text
            case .declared: nil
            }
        }
        return normalized(parts.joined(separator: "\n"))
    }

    /// Trailing spaces and trailing empty lines do not count.
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
