/// A declaration in an input: what kind it is and the key that decides which earlier
/// declaration it replaces.
package struct InputDeclaration: Equatable, Sendable {
    /// The declaration's introducer.
    package enum Kind: String, Equatable, Sendable {
        case `struct`, `class`, `enum`, actor, `extension`, `func`, `protocol`
        case `let`, `var`, `typealias`, `import`
        /// Anything else declared at the top level: operators, precedence groups, `#if` blocks.
        case other
    }

    package let kind: Kind
    package let key: DeclarationKey
    /// The variables whose initial value is computed when the declaration runs (stored
    /// `let`s and `var`s, not computed ones), so that the input that declares them runs
    /// their initializers and reports what goes wrong there.
    package let initializedVariables: [String]
    /// The variable whose value later inputs see as this input left it; `nil` for
    /// declarations that are not a single plain variable with an initializer.
    package let keptVariable: KeptVariable?
    /// Whether it is `private` or `fileprivate`: seen only by code compiled in the same file,
    /// so never from the session library's module (``SessionLibrary``).
    package let isFilePrivate: Bool

    package init(
        kind: Kind, key: DeclarationKey, initializedVariables: [String] = [], keptVariable: KeptVariable? = nil,
        isFilePrivate: Bool = false
    ) {
        self.kind = kind
        self.key = key
        self.initializedVariables = initializedVariables
        self.keptVariable = keptVariable
        self.isFilePrivate = isFilePrivate
    }
}
