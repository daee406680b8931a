import SwiftParser
import SwiftSyntax

/// The previews a learner's file asks for: its `#Preview`s and the `PreviewProvider` types it
/// declares at top level, when it has no top-level code of its own (Xcode's canvas draws a
/// file's previews; the app's own code does not run there).
package struct FilePreviews: Equatable, Sendable {
    /// What draws each preview source, in the order they are written: `.provider(Name.self)`
    /// or `.registered(N)` for the file's N-th `#Preview` (see `_showPreviews` in TerminalPreview).
    package let sources: [String]

    package init(source: String) {
        self.init(Parser.parse(source: source).statements)
    }

    /// The previews of a file or an input already parsed.
    package init(_ statements: CodeBlockItemListSyntax) {
        let items = statements.map(\.item)
        let runsCode = items.contains { item in
            if Self.isPreviewMacro(item) { return false }
            guard case .decl(let declaration) = item else { return true }
            // A top-level variable's initializer runs as top-level code; a computed variable
            // (`var card: some View { … }` beside the preview that shows it) runs none.
            return declaration.as(VariableDeclSyntax.self)?.bindings.contains { $0.initializer != nil } ?? false
        }
        guard !runsCode else {
            sources = []
            return
        }
        var macros = 0
        sources = items.compactMap { item in
            if Self.isPreviewMacro(item) {
                defer { macros += 1 }
                return ".registered(\(macros))"
            }
            guard case .decl(let declaration) = item,
                  let type = declaration.asProtocol(DeclGroupSyntax.self),
                  let name = (type as? any NamedDeclSyntax)?.name.text,
                  type.inheritanceClause?.inheritedTypes.contains(where: { Self.isPreviewProvider($0.type) }) == true
            else { return nil }
            return ".provider(\(name).self)"
        }
    }

    package static func isPreviewMacro(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let name: String? = switch item {
        case .decl(let declaration): declaration.as(MacroExpansionDeclSyntax.self)?.macroName.text
        case .expr(let expression): expression.as(MacroExpansionExprSyntax.self)?.macroName.text
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self)?.macroName.text
        }
        return name == "Preview"
    }

    private static func isPreviewProvider(_ type: TypeSyntax) -> Bool {
        ["PreviewProvider", "SwiftUI.PreviewProvider"].contains(type.trimmedDescription)
    }

    /// A call of `function` with the sources (`_showPreviews([...])`); empty when there are none.
    package func call(_ function: String) -> String {
        sources.isEmpty ? "" : "\(function)([\(sources.joined(separator: ", "))])\n"
    }
}
