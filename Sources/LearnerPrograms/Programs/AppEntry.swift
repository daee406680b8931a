import SwiftParser
import SwiftSyntax

/// A file's `@main` app, as Xcode's template writes one (`@main struct ReadingApp: App`).
///
/// learn compiles a learner's file as the `main.swift` of a program that learn generates, and
/// a `main.swift` may not also hold a `@main` type, so the attribute is blanked out (replaced by
/// as many spaces, which keeps every line and column where the learner wrote it) and the
/// generated code starts the app itself.
package struct AppEntry: Equatable, Sendable {
    /// The name of the `@main` type that conforms to `App`, if the file declares one.
    package let typeName: String?
    /// The file's text with the `@main` attribute of that type blanked out.
    package let source: String

    package init(source: String) {
        let file = Parser.parse(source: source)
        for statement in file.statements {
            guard case .decl(let declaration) = statement.item,
                  let type = declaration.asProtocol(DeclGroupSyntax.self),
                  let name = (type as? any NamedDeclSyntax)?.name.text,
                  type.inheritanceClause?.inheritedTypes.contains(where: { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) }) == true,
                  let attribute = type.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                      .first(where: { $0.attributeName.trimmedDescription == "main" })
            else { continue }
            var bytes = Array(source.utf8)
            let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
            bytes.replaceSubrange(start..<end, with: repeatElement(UInt8(ascii: " "), count: end - start))
            self.typeName = name
            self.source = String(decoding: bytes, as: UTF8.self)
            return
        }
        typeName = nil
        self.source = source
    }

    /// The call that runs the app (`_runApp(ReadingApp.self)`), or nothing without one.
    package var launch: String {
        typeName.map { "_runApp(\($0).self)\n" } ?? ""
    }
}
