import LearnerPrograms

/// A learner's input split into its top-level items, in the order typed.
package struct ClassifiedInput: Equatable, Sendable {
    package let items: [InputItem]
    /// Whether the input holds nothing but blanks and comments. (Input the parser cannot make
    /// sense of may have no items either, but is not blank: the compiler has to report it.)
    package let isBlank: Bool
    /// The previews the input asks for, when it has no other code (``FilePreviews``).
    let previews: FilePreviews

    init(items: [InputItem], isBlank: Bool, previews: FilePreviews) {
        self.items = items
        self.isBlank = isBlank
        self.previews = previews
    }

    /// The declarations, in order.
    package var declarations: [InputDeclaration] {
        items.compactMap {
            if case .declaration(let declaration) = $0.kind { declaration } else { nil }
        }
    }
}

/// One top-level item of an input, with where it starts so diagnostics can point into it.
package struct InputItem: Equatable, Sendable {
    /// What an item is to the REPL.
    package enum Kind: Equatable, Sendable {
        /// A declaration, kept by the session for later inputs.
        case declaration(InputDeclaration)
        /// An expression whose value is shown: a view as its picture, any other value as text.
        case expression
        /// Code that is run for its effect: `for`, `if`, an assignment, `let _ = …`.
        case statement
    }

    package let kind: Kind
    /// The item's source text, without the comments and blank lines around it.
    package let text: String
    /// The line the item starts on in the input, from 1.
    package let line: Int
    /// The column the item starts at, from 1, counted in UTF-8 bytes as the compiler does.
    package let column: Int

    package init(kind: Kind, text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }
}
