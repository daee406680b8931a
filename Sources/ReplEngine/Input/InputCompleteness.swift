import SwiftSyntax

/// Decides whether parsed input is finished, from the closing delimiters the parser had to
/// invent (missing tokens) and from a block comment left open; input nested deeper than the
/// parser goes, from its brackets.
struct InputCompleteness {
    private let tree: SourceFileSyntax

    init(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    var isComplete: Bool {
        // Past its maximum nesting level (20 in a debug build, 256 in a release one) the parser
        // stops and keeps the rest of the text as unexpected tokens, so the closers it invents
        // say nothing about what the learner closed: there, the brackets are counted instead.
        if tree.hasMaximumNestingLevelOverflow { return openBrackets <= 0 && !endsInsideBlockComment }
        let tokens = Array(tree.tokens(viewMode: .all))
        let end = tokens.last { $0.presence == .present && $0.tokenKind != .endOfFile }?
            .endPositionBeforeTrailingTrivia ?? AbsolutePosition(utf8Offset: 0)
        let missingClosers = tokens.filter { $0.presence == .missing && Self.isCloser($0.tokenKind) }
        // A single-line string closed by nothing but the end of its line is an error that more
        // lines cannot fix.
        if missingClosers.contains(where: { $0.tokenKind == .stringQuote && $0.position < end }) {
            return true
        }
        if missingClosers.contains(where: { $0.position >= end }) { return false }
        return !endsInsideBlockComment && !endsWithAttributesAlone
    }

    /// Attributes on a line of their own (`@main`, `@Observable`, `@MainActor`), as Xcode writes
    /// them above a declaration, wait for the declaration on the next line.
    private var endsWithAttributesAlone: Bool {
        guard case .decl(let declaration) = tree.statements.last?.item,
              let missing = declaration.as(MissingDeclSyntax.self) else { return false }
        return !missing.attributes.isEmpty || !missing.modifiers.isEmpty
    }

    private static func isCloser(_ kind: TokenKind) -> Bool {
        switch kind {
        case .rightBrace, .rightParen, .rightSquare, .stringQuote, .multilineStringQuote,
             .singleQuote, .rawStringPoundDelimiter, .poundEndif:
            true
        default:
            false
        }
    }

    /// How many more brackets, braces and parentheses the text opens than it closes (those in
    /// strings and comments are not tokens).
    private var openBrackets: Int {
        tree.tokens(viewMode: .sourceAccurate).reduce(0) { open, token in
            switch token.tokenKind {
            case .leftParen, .leftSquare, .leftBrace: open + 1
            case .rightParen, .rightSquare, .rightBrace: open - 1
            default: open
            }
        }
    }

    /// An unterminated block comment runs to the end of the text, wherever it starts. Block
    /// comments nest in Swift, so `/* /* */` is still open.
    private var endsInsideBlockComment: Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            (token.leadingTrivia + token.trailingTrivia).contains { piece in
                switch piece {
                case .blockComment(let text), .docBlockComment(let text):
                    text.ranges(of: "/*").count > text.ranges(of: "*/").count
                default:
                    false
                }
            }
        }
    }
}
