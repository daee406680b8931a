import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { view }`: registers the preview when the file's top-level code
/// reaches it (`SwiftUI._registerPreview`, with the same arguments), so that `learn run` and the
/// REPL can draw it as Xcode's canvas does.
public struct PreviewMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("SwiftUI._registerPreview"),
            leftParen: node.leftParen ?? (node.trailingClosure == nil ? .leftParenToken() : nil),
            arguments: node.arguments,
            rightParen: node.rightParen ?? (node.trailingClosure == nil ? .rightParenToken() : nil),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures
        )
        return ExprSyntax(call)
    }
}
