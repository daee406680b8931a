import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: the observation registrar and its `access`/`withMutation`
/// (the members Apple's `@Observable` writes), ``PersistedPropertyMacro`` on each stored `var`,
/// and the conformance to `PersistentModel` and `Observable`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            throw MacroMessage("@Model goes on a class: `@Model final class Book { … }`")
        }
        let type = model.name.trimmedDescription
        let member = context.makeUniqueName("Member")
        let result = context.makeUniqueName("Result")
        return [
            "private let _$modelRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<\(member)>(keyPath: KeyPath<\(raw: type), \(member)>) {
                _$modelRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<\(member), \(result)>(
                keyPath: KeyPath<\(raw: type), \(member)>, _ mutation: () throws -> \(result)
            ) rethrows -> \(result) {
                try _$modelRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), StoredProperty(variable) != nil else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }
}

/// A stored `var` of a model, observed through the model's registrar: the property becomes
/// computed, and its value lives in a private `_name` beside it (Apple's `ObservationTracked`
/// expansion, which SwiftData's models use as well).
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = StoredProperty(variable) else { return [] }
        let name = property.name
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
            }
            """,
            """
            _modify {
                access(keyPath: \\.\(raw: name))
                _$modelRegistrar.willSet(self, keyPath: \\.\(raw: name))
                defer { _$modelRegistrar.didSet(self, keyPath: \\.\(raw: name)) }
                yield &_\(raw: name)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = StoredProperty(variable) else { return [] }
        let type = property.binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
        let value = property.binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
        return ["private var _\(raw: property.name)\(raw: type)\(raw: value)"]
    }
}

/// SwiftData's `@Attribute`, `@Relationship` and `@Transient`: they describe how a database
/// stores a property, and write nothing here, where models live in memory.
public struct StorageDescriptionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// A model's stored instance `var` with one name: what `@Model` observes. Computed properties,
/// `let`s, `static` and `lazy` properties and those marked `@ObservationIgnored` are left alone.
private struct StoredProperty {
    let name: String
    let binding: PatternBindingSyntax

    init?(_ variable: VariableDeclSyntax) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        let modifiers = variable.modifiers.map(\.name.text)
        guard !modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }) else { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard !attributes.contains(where: { $0.hasSuffix("ObservationIgnored") }) else { return nil }
        // A computed property, or one with `willSet`/`didSet` (which would run beside the accessors
        // written here), is left as it is: it is still read and written, just not observed.
        guard binding.accessorBlock == nil else { return nil }
        name = identifier.identifier.trimmedDescription
        self.binding = binding
    }
}
