#if canImport(Glibc)
import Glibc
#endif

/// Reads the REPL's inputs: with line editing (libedit) on a terminal, as plain lines from
/// a pipe or a file.
///
/// On a terminal: Emacs keys (Ctrl-A, Ctrl-E, Ctrl-K, Ctrl-R, …), the history on Up and
/// Down, Tab completion through ``completer``, Ctrl-C to discard the input, Ctrl-D on an
/// empty line to end. Elsewhere: no prompts, no echo and no escape codes, so that scripted
/// sessions print only what they evaluate.
///
/// One editor reads from one thread at a time.
package final class LineEditor {
    /// Whether input and output are a terminal, so that lines are edited with prompts;
    /// otherwise lines are read plainly. A terminal for input alone is not enough: the
    /// prompts and cursor movements would land in the output file.
    package let isInteractive: Bool

    private let terminal: EditLineSession?
    private let source: LineSource
    /// Lines read ahead to see whether they continued the input before them, which they did
    /// not: they start the next input.
    private var linesReadAhead: [String] = []

    /// - Parameters:
    ///   - input: Where lines come from; the editor reads it and does not close it.
    ///   - output: Where prompts and edited lines go on a terminal.
    ///   - historyFile: The history shared by sessions, loaded now and saved by
    ///     ``remember(_:)``; `nil` keeps the history in memory. Only a terminal session
    ///     uses it: scripted sessions leave the learner's history alone.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, historyFile: String?) {
        let terminal = isatty(input) == 1 && isatty(output) == 1
            ? EditLineSession(input: input, output: output, history: EditHistory(file: historyFile))
            : nil
        self.terminal = terminal
        source = terminal ?? PlainLineReader(input: input)
        isInteractive = terminal != nil
    }

    /// Completion candidates for the word before the cursor, given the current line up to
    /// the cursor. Each candidate is a whole word (`"padding"` after `Text("a").pa`,
    /// `":next"` after `:ne`); Tab inserts the rest of a single candidate, or the part that
    /// several share, and lists several below the input. Without a completer, and at the
    /// start of a line, Tab inserts a tab.
    package var completer: ((_ lineBeforeCursor: String) -> [String])? {
        get { terminal?.completer }
        set { terminal?.completer = newValue }
    }

    /// Reads one input, which may take several lines: while `isComplete` says no to the
    /// text so far (an open brace, bracket, parenthesis or string), the next line is read
    /// with `continuationPrompt`. A pasted multi-line declaration comes in whole, and so does
    /// a view whose modifiers start the lines after its closing brace (`}` then `.padding()`),
    /// when those lines have already arrived (a paste, a script). A line that arrived with a
    /// complete input joins it too when `joinsPastedLine(input, line)` says so (the REPL joins
    /// a file's declarations pasted together); blank and comment-only lines between them are
    /// kept with whichever input the next line starts or continues.
    ///
    /// Ctrl-C discards everything typed for this input and returns
    /// ``LineInput/interrupted``; SIGINT is caught only while reading, so Ctrl-C during an
    /// evaluation stays the caller's business. Ctrl-D on an empty first line, or the end
    /// of the input, returns ``LineInput/endOfInput``; on a continuation line it hands over
    /// what was typed, incomplete as it is, for the REPL to report.
    package func read(
        prompt: String, continuationPrompt: String, isComplete: (String) -> Bool,
        joinsPastedLine: (_ input: String, _ line: String) -> Bool = { _, _ in false }
    ) -> LineInput {
        guard let terminal else {
            return readLines(prompt: prompt, continuationPrompt: continuationPrompt, isComplete, joinsPastedLine)
        }
        return terminal.catchingSignals {
            readLines(prompt: prompt, continuationPrompt: continuationPrompt, isComplete, joinsPastedLine)
        }
    }

    private func readLines(
        prompt: String, continuationPrompt: String, _ isComplete: (String) -> Bool,
        _ joinsPastedLine: (String, String) -> Bool
    ) -> LineInput {
        var lines = linesReadAhead
        linesReadAhead = []
        while true {
            if !lines.isEmpty, isComplete(lines.joined(separator: "\n")) {
                guard continuationFollows(continuationPrompt, &lines, joinsPastedLine) else {
                    return .input(lines.joined(separator: "\n"))
                }
                continue
            }
            switch source.nextLine(prompt: lines.isEmpty ? prompt : continuationPrompt) {
            case .line(let line):
                lines.append(line)
            case .interrupted:
                return .interrupted
            case .end:
                return lines.isEmpty ? .endOfInput : .input(lines.joined(separator: "\n"))
            }
        }
    }

    /// Whether the next line, if it has already arrived, continues a complete input: because it
    /// starts with a member (`.padding()`), or because `joinsPastedLine` joins it (a paste). Then it is
    /// added to `lines`, with the blank and comment lines before it. Otherwise it is kept for
    /// the next input, and the lines between, which hold nothing to run, are dropped. Typed
    /// input is never waited for.
    private func continuationFollows(
        _ continuationPrompt: String, _ lines: inout [String], _ joinsPastedLine: (String, String) -> Bool
    ) -> Bool {
        var between: [String] = []
        while source.hasPendingInput, case .line(let next) = source.nextLine(prompt: continuationPrompt) {
            let start = next.drop { $0 == " " || $0 == "\t" }
            if start.isEmpty || start.hasPrefix("//") {
                between.append(next)
                continue
            }
            let startsMember = start.first == "." && start.dropFirst().first.map { $0.isLetter || $0 == "_" } == true
            if startsMember || joinsPastedLine(lines.joined(separator: "\n"), next) {
                lines += between + [next]
                return true
            }
            linesReadAhead = [next]
            return false
        }
        return false
    }

    /// Adds `entry` to the history as one entry, however many lines it has, and saves the
    /// history file (see ``init(input:output:historyFile:)``) at once, so a crash loses
    /// nothing. The file keeps the newest 1000 entries; an entry equal to the newest one
    /// is not repeated, nor is a blank one kept.
    package func remember(_ entry: String) {
        guard let terminal, !entry.allSatisfy(\.isWhitespace) else { return }
        terminal.history.add(entry)
    }
}
