import Grading
import Lessons
import TerminalMarkdown
import TerminalSupport

/// Shows a lesson step in the terminal: a header (and on a chapter's first step its
/// introduction), the prose rendered from its Markdown and wrapped at the terminal's width,
/// and each runnable block numbered for `:run N`, with the picture it is expected to give once
/// the learner has run it or asked to see it (until then the learner can predict it), and the
/// question it asks first, if any.
/// Code and pictures keep their lines as written.
struct LessonPresenter {
    var width: Int
    var style: TextStyle
    /// The blocks whose expected output the learner has seen; the others keep it hidden.
    var seen = BlocksSeen()
    /// The exercises that are practice for this step, offered after it.
    var practice: [Exercise] = []

    func present(_ step: LessonStep, in chapter: Chapter) -> String {
        let position = (chapter.steps.firstIndex(of: step) ?? 0) + 1
        let header = "\(chapter.heading) · \(chapter.stepNoun) \(position) of \(chapter.steps.count)"
        // A project's long title may not fit a narrow terminal: the header wraps between words.
        var lines = MessageWrapping(width: width).lines(header).map { style.dim($0) }
        // The chapter's introduction (its chapter.md) opens its first step.
        if position == 1, !chapter.introduction.isEmpty {
            lines += markdown.lines(MarkdownDocument(parsing: chapter.introduction)) + [""]
        }
        lines += markdown.lines(MarkdownDocument(blocks: [.paragraph([.strong([.text(step.title)])])])) + [""]
        lines += blockLines(step.blocks[...])
        lines += closing(in: chapter, isLastStep: position == chapter.steps.count)
        return lines.joined(separator: "\n")
    }

    /// What follows block `number` once its question is answered or it has run: the step's
    /// blocks after it, as far as the next question, and the step's closing lines.
    func rest(of step: LessonStep, in chapter: Chapter, after number: Int) -> String? {
        guard let index = step.blocks.firstIndex(where: { if case .runnable(let block) = $0 { block.number == number } else { false } }),
              index + 1 < step.blocks.count || !practice.isEmpty
        else { return nil }
        let position = (chapter.steps.firstIndex(of: step) ?? 0) + 1
        return (blockLines(step.blocks[(index + 1)...]) + closing(in: chapter, isLastStep: position == chapter.steps.count)).joined(separator: "\n")
    }

    /// The lines of `blocks`, stopping after a block whose question waits for an answer: what
    /// comes after it (its explanation) is shown once it is answered.
    private func blockLines(_ blocks: ArraySlice<LessonBlock>) -> [String] {
        var lines: [String] = []
        for block in blocks {
            switch block {
            case .prose(let text):
                lines += markdown.lines(MarkdownDocument(parsing: text))
            case .runnable(let runnable):
                lines.append(style.dim("[\(runnable.number)] :run \(runnable.number)"))
                lines += indented(runnable.code).map { style.code($0) }
                let isRevealed = seen.revealed.contains(runnable.number)
                if let prediction = runnable.prediction, !isRevealed {
                    lines += markdown.lines(MarkdownDocument(parsing: "**Predict:** \(prediction.question) "
                        + "Answer with `:predict \(runnable.number) ANSWER`; it runs the block."))
                }
                if let expected = runnable.expectedOutput {
                    if isRevealed {
                        lines.append(style.dim("    gives:"))
                        lines += indented(expected)
                    } else {
                        let hidden = "    gives: ? (predict it; :run \(runnable.number) shows it, :reveal \(runnable.number) without running)"
                        lines += MessageWrapping(width: width).wrapped(hidden).split(separator: "\n").map { style.dim(String($0)) }
                    }
                }
            case .shown(let text):
                lines += indented(text)
            }
            lines.append("")
            if case .runnable(let runnable) = block, runnable.prediction != nil, !seen.revealed.contains(runnable.number) {
                lines += markdown.lines(MarkdownDocument(parsing: "*The step goes on once block \(runnable.number) has run.*"))
                lines.append("")
                break
            }
        }
        return lines
    }

    /// The practice the step offers (a project's milestone, built in the app's file) and what
    /// the learner can do next.
    private func closing(in chapter: Chapter, isLastStep: Bool) -> [String] {
        var lines: [String] = []
        for exercise in practice {
            let offer = if case .project = chapter.id {
                "**Milestone: \(exercise.manifest.title).** `:exercise \(exercise.id)` shows the task and your app's file. "
                    + "Build it there (or `:load \(exercise.id)` and redefine views at the prompt), then `:check` checks it; `:hint` helps."
            } else {
                "**Practice: \(exercise.manifest.title).** `:exercise \(exercise.id)` "
                    + "shows the task. Solve it at the prompt (or in your file), then `:check` checks it; `:hint` helps."
            }
            lines += markdown.lines(MarkdownDocument(parsing: offer))
            lines.append("")
        }
        lines += markdown.lines(MarkdownDocument(parsing: footer(in: chapter, isLastStep: isLastStep)))
        return lines
    }

    /// The lines of a block, indented under the prose when they still fit the terminal, and
    /// at the margin when the indent would make the terminal wrap them (a film strip laid out
    /// for the lesson's whole width).
    private func indented(_ block: String) -> [String] {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = "    "
        guard lines.allSatisfy({ TerminalColumnCount.of($0) + indent.count <= width }) else { return lines }
        return lines.map { $0.isEmpty ? $0 : indent + $0 }
    }

    /// What the learner can do next, written as prose so it wraps between phrases and each
    /// command stays whole.
    private func footer(in chapter: Chapter, isLastStep: Bool) -> String {
        let (kind, step) = (chapter.id.kind, chapter.stepNoun)
        return isLastStep
            ? "This is the \(kind)'s last \(step). Type Swift to try it, `:run N` to run a block, `:exercise` for the \(kind)'s exercises, `:help` for more."
            : "Type Swift to try it, `:run N` to run a block, `:next` for the next \(step), `:help` for more."
    }

    private var markdown: MarkdownRenderer { MarkdownRenderer(width: width, usesEscapes: style.usesEscapes) }
}

/// How text is emphasised: ANSI styles on a terminal that shows them, nothing otherwise.
struct TextStyle {
    var usesEscapes: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func code(_ text: String) -> String { wrap(text, "36") }
    func error(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesEscapes && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
