/// What a declaration declares, for deciding which earlier declaration a new one replaces.
package enum DeclarationKey: Hashable, Sendable {
    /// Types, functions, variables and type aliases: the names declared (two for
    /// `let (a, b) = …`). A declaration replaces any earlier one sharing a name, so typing
    /// a struct again fixes it; overloads typed in separate inputs replace each other.
    case names([String])
    /// An extension: the extended type as written, and the names of its members and the
    /// protocols it adds. It replaces an earlier extension of the same type sharing one of
    /// those, so typing an extension again after fixing a member of it works.
    case `extension`(of: String, members: [String])
    /// An import of this module path; importing again replaces the earlier one.
    case module(String)

    /// Whether a declaration with this key replaces an earlier declaration with `earlier`.
    package func replaces(_ earlier: DeclarationKey) -> Bool {
        switch (self, earlier) {
        case (.names(let names), .names(let earlierNames)):
            !Set(names).isDisjoint(with: earlierNames)
        case (.extension(let type, let members), .extension(let earlierType, let earlierMembers)):
            type == earlierType && !Set(members).isDisjoint(with: earlierMembers)
        case (.module(let path), .module(let earlierPath)):
            path == earlierPath
        default:
            false
        }
    }

    /// The names it declares: a type's, function's or variable's; none for an extension or import.
    package var names: [String] {
        if case .names(let names) = self { names } else { [] }
    }

    /// How the declaration is named to the learner: `Badge`, `a, b`, `extension Badge`,
    /// `import Foundation`.
    package var displayName: String {
        switch self {
        case .names(let names): names.joined(separator: ", ")
        case .extension(let type, _): "extension \(type)"
        case .module(let path): "import \(path)"
        }
    }
}
