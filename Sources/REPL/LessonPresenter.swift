import Lessons

/// Shows a lesson step in the terminal: a header, the prose as written (wrapped when the
/// terminal is narrower), and each runnable block numbered for `:run N`, with the picture it is
/// expected to give.
struct LessonPresenter {
    var width: Int
    var style: TextStyle

    func present(_ step: LessonStep, in chapter: Chapter) -> String {
        let position = (chapter.steps.firstIndex(of: step) ?? 0) + 1
        let header = "Chapter \(chapter.number) · \(chapter.title) · step \(position) of \(chapter.steps.count)"
        var lines = [style.dim(header), style.bold(step.title), ""]
        for block in step.blocks {
            switch block {
            case .prose(let text):
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }
            case .runnable(let runnable):
                lines.append(style.dim("[\(runnable.number)] :run \(runnable.number)"))
                lines += runnable.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + style.code(String($0)) }
                if let expected = runnable.expectedOutput {
                    lines.append(style.dim("    gives:"))
                    lines += expected.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                }
            case .shown(let text):
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            lines.append("")
        }
        let next = position < chapter.steps.count ? ":next for the next step" : "the last step of this chapter"
        lines.append(style.dim("Type Swift to try it, :run N for a block, \(next), :help for more."))
        return lines.joined(separator: "\n")
    }

    /// Breaks a line longer than the terminal at spaces.
    private func wrap(_ line: String) -> [String] {
        guard line.count > width, width > 20 else { return [line] }
        var result: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                result.append(current)
                current = String(word)
            } else {
                current = current.isEmpty ? String(word) : current + " " + word
            }
        }
        result.append(current)
        return result
    }
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
