import Evaluation
import SwiftParser
import SwiftSyntax

/// What the REPL needs to know about a piece of Swift source that a learner typed, read with
/// swift-syntax's parser: whether it is finished, and what it declares, runs and shows.
public enum SwiftInput {
    /// Whether `text` can be evaluated as it is, or the learner is still typing it: `false`
    /// while a brace, bracket, parenthesis, string literal, multi-line string, block comment
    /// or `#if` is open at its end. The line editor asks after each line to decide whether to
    /// continue with a continuation prompt.
    ///
    /// Input that is wrong rather than unfinished is complete, so that the compiler reports
    /// it: a stray `}`, or a single-line string left open on an earlier line (Swift's string
    /// literals cannot continue on the next line, so waiting for more could never fix it).
    public static func isComplete(_ text: String) -> Bool {
        InputCompleteness(Parser.parse(source: text)).isComplete
    }

    /// Splits `text` into its top-level items, in order, and says what each is.
    public static func classify(_ text: String) -> ClassifiedInput {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let utf8 = Array(text.utf8)
        let items = tree.statements.map { InputItemReader(syntax: $0.item, converter: converter, utf8: utf8).item }
        // Only the end-of-file token: nothing but blanks and comments.
        let isBlank = tree.tokens(viewMode: .sourceAccurate).allSatisfy { $0.tokenKind == .endOfFile }
        return ClassifiedInput(items: items, isBlank: isBlank, previews: FilePreviews(tree.statements))
    }
}
