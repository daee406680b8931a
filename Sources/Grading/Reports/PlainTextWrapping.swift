import TerminalMarkdown

/// `text` in lines of at most `width` columns, broken between words by the rule lessons and
/// instructions wrap by, for what grading prints to a terminal.
func wrapped(_ text: String, width: Int) -> [String] {
    MessageWrapping(width: max(width, 1)).lines(text)
}
