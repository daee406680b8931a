import SwiftParser
import SwiftSyntax

/// The previews a learner's file asks for: the `PreviewProvider` types it declares at top level,
/// when it has no top-level code of its own (as Xcode's canvas draws a file's previews while the
/// app's own code does not run).
struct FilePreviews {
    /// The names of the provider types, in the order they are declared.
    let providers: [String]

    init(source: String) {
        let items = Parser.parse(source: source).statements.map(\.item)
        let runsCode = items.contains { item in
            guard case .decl(let declaration) = item else { return true }
            // A top-level variable's initializer runs as top-level code.
            return declaration.is(VariableDeclSyntax.self)
        }
        providers = runsCode ? [] : items.compactMap { item in
            guard case .decl(let declaration) = item,
                  let type = declaration.asProtocol(DeclGroupSyntax.self),
                  let name = (type as? any NamedDeclSyntax)?.name.text,
                  type.inheritanceClause?.inheritedTypes.contains(where: { Self.isPreviewProvider($0.type) }) == true
            else { return nil }
            return name
        }
    }

    private static func isPreviewProvider(_ type: TypeSyntax) -> Bool {
        ["PreviewProvider", "SwiftUI.PreviewProvider"].contains(type.trimmedDescription)
    }

    /// The lines that draw the previews, after the learner's text.
    var drawingCode: String {
        providers.map { "_showPreviews(of: \($0).self)\n" }.joined()
    }
}
