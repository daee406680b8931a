/// What one call to ``LineEditor/read(prompt:continuationPrompt:isComplete:)`` got.
package enum LineInput: Equatable, Sendable {
    /// A complete input: possibly several lines joined by `"\n"`, without the final newline.
    case input(String)
    /// Ctrl-C while editing: the input typed so far was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input stream.
    case endOfInput
}
