import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` inside an extension of `EnvironmentValues` or `Transaction`:
/// writes the key type SwiftUI's boilerplate needs (`__Key_name`, whose `defaultValue` is the
/// initial value) and turns the property into a computed one that reads and writes through it.
/// As in SwiftUI's expansion, the default is computed each time it is read (``EntryDefaultValueMacro``),
/// so a default object is a new object wherever no value was set.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, context: context)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The accessor role reports what is wrong with the property, once.
        guard let entry = try? Entry(declaration, context: context) else { return [] }
        let type = entry.type.map { ": \($0.trimmedDescription)" } ?? ""
        return [
            """
            private struct __Key_\(raw: entry.name): SwiftUI.\(raw: entry.keyProtocol) {
                @SwiftUI.__EntryDefaultValue static var defaultValue\(raw: type) = \(raw: entry.defaultValue)
            }
            """
        ]
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let name: String
    let type: TypeSyntax?
    let defaultValue: String
    let keyProtocol: String

    init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw MacroMessage("@Entry goes on a single `var name: Type = defaultValue`") }
        name = identifier.identifier.trimmedDescription
        type = binding.typeAnnotation?.type
        if let initializer = binding.initializer {
            defaultValue = initializer.value.trimmedDescription
        } else if type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
            // An optional entry without a value starts as nil, like an optional stored property.
            defaultValue = "nil"
        } else {
            throw MacroMessage("@Entry var \(name) needs a default value: write `= …` after its type")
        }
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
        switch container?.extendedType.trimmedDescription {
        case "EnvironmentValues", "SwiftUI.EnvironmentValues": keyProtocol = "EnvironmentKey"
        case "Transaction", "SwiftUI.Transaction": keyProtocol = "TransactionKey"
        default: throw MacroMessage("@Entry works inside `extension EnvironmentValues` or `extension Transaction`")
        }
    }
}

/// `@__EntryDefaultValue static var defaultValue = expression`: makes the key's default a
/// getter that evaluates the expression, keeping the type Swift infers from it.
public struct EntryDefaultValueMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let value = declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value else {
            throw MacroMessage("@__EntryDefaultValue goes on `static var defaultValue = …`")
        }
        return ["get { \(value.trimmed) }"]
    }
}
