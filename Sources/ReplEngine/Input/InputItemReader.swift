import LearnerPrograms
import SwiftSyntax

/// Reads one top-level item of a parsed input: its kind, its declaration key, its text and
/// where it starts.
struct InputItemReader {
    let syntax: CodeBlockItemSyntax.Item
    let converter: SourceLocationConverter
    /// The whole input's bytes, which the item's text is cut from unchanged.
    let utf8: [UInt8]

    var item: InputItem {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        let location = converter.location(for: start)
        let text = String(decoding: utf8[start.utf8Offset..<end.utf8Offset], as: UTF8.self)
        return InputItem(kind: kind, text: text, line: location.line, column: location.column)
    }

    private var node: Syntax {
        switch syntax {
        case .decl(let decl): Syntax(decl)
        case .stmt(let stmt): Syntax(stmt)
        case .expr(let expr): Syntax(expr)
        }
    }

    private var kind: InputItem.Kind {
        switch syntax {
        case .decl where FilePreviews.isPreviewMacro(syntax):
            // `#Preview` registers its preview when the input runs; it declares nothing to keep.
            .statement
        case .decl(let decl):
            declaration(decl).map { .declaration($0) } ?? .statement
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                Self.kind(of: expression)
            } else {
                .statement
            }
        case .expr(let expression):
            Self.kind(of: expression)
        }
    }

    /// `if` and `switch` at the top level are statements, and so is an assignment: none of
    /// them has a value worth showing.
    private static func kind(of expression: ExprSyntax) -> InputItem.Kind {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return .statement }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.contains(where: isAssignment) {
            return .statement
        }
        return .expression
    }

    private static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
    ]

    private static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return compoundAssignments.contains(binary.operator.text)
    }

    /// The declaration's kind and key; `nil` for `let _ = …`, which declares nothing and so
    /// runs as a statement.
    private func declaration(_ decl: DeclSyntax) -> InputDeclaration? {
        let access = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.tokenKind) ?? []
        guard !access.contains(.keyword(.private)) && !access.contains(.keyword(.fileprivate)) else {
            return declarationIgnoringAccess(decl).map {
                InputDeclaration(kind: $0.kind, key: $0.key, initializedVariables: $0.initializedVariables,
                                 keptVariable: $0.keptVariable, isFilePrivate: true)
            }
        }
        return declarationIgnoringAccess(decl)
    }

    private func declarationIgnoringAccess(_ decl: DeclSyntax) -> InputDeclaration? {
        if let variable = decl.as(VariableDeclSyntax.self) { return declaration(variable) }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return Self.declaration(extensionDecl) }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            let path = importDecl.path.map(\.name.text).joined(separator: ".")
            return InputDeclaration(kind: .import, key: .module(path))
        }
        let kind = Self.kind(of: decl)
        let name = Self.declaredName(of: decl) ?? decl.trimmedDescription
        return InputDeclaration(kind: kind, key: .names([name]))
    }

    private func declaration(_ variable: VariableDeclSyntax) -> InputDeclaration? {
        var names: [String] = []
        var initialized: [String] = []
        for binding in variable.bindings {
            let bound = Self.boundNames(binding.pattern)
            names += bound
            if binding.accessorBlock == nil { initialized += bound }
        }
        guard !names.isEmpty else { return nil }
        let kind: InputDeclaration.Kind = variable.bindingSpecifier.tokenKind == .keyword(.let) ? .let : .var
        return InputDeclaration(
            kind: kind, key: .names(names), initializedVariables: initialized, keptVariable: keptVariable(variable))
    }

    /// `var name = value` or `let name: Type = value`, one plain stored variable: the kind
    /// whose value is kept across inputs. Attributes and `lazy` change how a global is
    /// stored, so such variables are left as typed.
    private func keptVariable(_ variable: VariableDeclSyntax) -> KeptVariable? {
        guard variable.attributes.isEmpty,
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value
        else { return nil }
        let start = value.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: start)
        let type = binding.typeAnnotation?.type
        let returnable = type.flatMap { type in
            type.is(SomeOrAnyTypeSyntax.self) && type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
                || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                ? nil : type.trimmedDescription
        }
        return KeptVariable(
            name: name,
            isMutable: variable.bindingSpecifier.tokenKind == .keyword(.var),
            initializerOffset: start.utf8Offset - node.positionAfterSkippingLeadingTrivia.utf8Offset,
            initializerLine: location.line,
            initializerColumn: location.column,
            annotatedType: returnable
        )
    }

    private static func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return [identifier.identifier.text]
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { boundNames($0.pattern) }
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return boundNames(binding.pattern)
        }
        return []
    }

    private static func declaration(_ extensionDecl: ExtensionDeclSyntax) -> InputDeclaration {
        let members = extensionDecl.memberBlock.members.flatMap { memberNames($0.decl) }
        let conformances = extensionDecl.inheritanceClause?.inheritedTypes.map { ": " + $0.type.trimmedDescription } ?? []
        return InputDeclaration(
            kind: .extension,
            key: .extension(of: extensionDecl.extendedType.trimmedDescription, members: members + conformances)
        )
    }

    private static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { boundNames($0.pattern) }
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            return enumCase.elements.map(\.name.text)
        }
        if decl.is(InitializerDeclSyntax.self) { return ["init"] }
        if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        return declaredName(of: decl).map { [$0] } ?? []
    }

    private static func kind(of decl: DeclSyntax) -> InputDeclaration.Kind {
        switch decl.kind {
        case .structDecl: .struct
        case .classDecl: .class
        case .enumDecl: .enum
        case .actorDecl: .actor
        case .protocolDecl: .protocol
        case .functionDecl: .func
        case .typeAliasDecl: .typealias
        default: .other
        }
    }

    private static func declaredName(of decl: DeclSyntax) -> String? {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        return nil
    }
}
