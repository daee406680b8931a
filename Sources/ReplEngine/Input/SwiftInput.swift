import LearnerPrograms
import SwiftParser
import SwiftSyntax

/// What the REPL needs to know about a piece of Swift source that a learner typed, read with
/// swift-syntax's parser: whether it is finished, and what it declares, runs and shows.
package enum SwiftInput {
    /// Whether `text` can be evaluated as it is, or the learner is still typing it: `false`
    /// while a brace, bracket, parenthesis, string literal, multi-line string, block comment
    /// or `#if` is open at its end. The line editor asks after each line to decide whether to
    /// continue with a continuation prompt.
    ///
    /// Input that is wrong rather than unfinished is complete, so that the compiler reports
    /// it: a stray `}`, or a single-line string left open on an earlier line (Swift's string
    /// literals cannot continue on the next line, so waiting for more could never fix it).
    package static func isComplete(_ text: String) -> Bool {
        InputCompleteness(Parser.parse(source: text)).isComplete
    }

    /// Whether `line`, pasted together with the complete `input` before it, belongs to the same
    /// input: when `input` is nothing but a file's declarations (types, extensions, functions,
    /// imports) and `line` starts another, or a `#Preview`. A file's usual shape, a view and then
    /// the views its body uses, is one input this way, and its declarations can refer to each
    /// other in any order, as they do in a file. Expressions, statements and variables stay
    /// inputs of their own, and so does a declaration that replaces one before it.
    package static func joinsPastedLine(_ input: String, _ line: String) -> Bool {
        // A command (`:size …`) is never Swift, though the parser makes a missing declaration of it.
        let isCommand = { (text: String) in text.drop(while: \.isWhitespace).hasPrefix(":") }
        guard !isCommand(input), !isCommand(line) else { return false }
        let earlier = classify(input).items.map(fileDeclaration)
        guard !earlier.isEmpty, !earlier.contains(nil) else { return false }
        guard let first = classify(line).items.first else { return false }
        if first.kind == .statement, let item = Parser.parse(source: line).statements.first?.item,
           FilePreviews.isPreviewMacro(item) {
            return true
        }
        // A declaration typed again replaces the earlier one between inputs (fixing a view by
        // pasting it anew); in one input the two would clash, so it starts an input of its own.
        guard let next = fileDeclaration(first) else { return false }
        return !earlier.contains { next.key.replaces($0!.key) }
    }

    /// The item as a declaration of the kind a file declares between its views, or `nil`.
    private static func fileDeclaration(_ item: InputItem) -> InputDeclaration? {
        guard case .declaration(let declaration) = item.kind else { return nil }
        switch declaration.kind {
        case .struct, .class, .enum, .actor, .extension, .func, .protocol, .typealias, .import: return declaration
        case .let, .var, .other: return nil
        }
    }

    /// Splits `text` into its top-level items, in order, and says what each is.
    package static func classify(_ text: String) -> ClassifiedInput {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let utf8 = Array(text.utf8)
        let items = tree.statements.map { InputItemReader(syntax: $0.item, converter: converter, utf8: utf8).item }
        // Only the end-of-file token: nothing but blanks and comments.
        let isBlank = tree.tokens(viewMode: .sourceAccurate).allSatisfy { $0.tokenKind == .endOfFile }
        return ClassifiedInput(items: items, isBlank: isBlank, previews: FilePreviews(tree.statements))
    }
}
