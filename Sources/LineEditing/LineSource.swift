/// One line as a ``LineSource`` read it.
enum LineRead: Equatable {
    /// A line without its newline; a line recalled from the history may hold several.
    case line(String)
    /// Ctrl-C: the line is discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case end
}

/// Where ``LineEditor`` gets its lines: a terminal with line editing, or a plain stream.
protocol LineSource: AnyObject {
    /// Reads one line, showing `prompt` first where there is someone to see it.
    func nextLine(prompt: String) -> LineRead
    /// Whether more input has already arrived (a paste, the rest of a script), so that reading
    /// a line now would not wait for anyone.
    var hasPendingInput: Bool { get }
}
