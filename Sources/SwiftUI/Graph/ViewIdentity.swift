/// Where a view is in the tree: the path of choices that led to it (which child of a
/// TupleView, which branch of an `if`, which ForEach element id, which `.id(_:)`, which view
/// type), folded into a hash. Two views have the same identity exactly when they are the same
/// view in SwiftUI's sense, so their state survives.
struct ViewIdentity: Hashable {
    private let value: Int

    static let root = ViewIdentity(value: 0)

    private init(value: Int) { self.value = value }

    func appending<Component: Hashable>(_ component: Component) -> ViewIdentity {
        var hasher = Hasher()
        hasher.combine(value)
        hasher.combine(component)
        return ViewIdentity(value: hasher.finalize())
    }
}

/// The kinds of step on an identity path, kept apart so that, say, child 1 of a tuple and
/// the ForEach element with id 1 never collide.
enum IdentityComponent: Hashable {
    case tupleChild(Int)
    case branch(Bool)
    case element(AnyHashable)
    case explicit(AnyHashable)
    case viewType(ObjectIdentifier)
    /// The content of a container or a modifier, apart from the container or modifier itself.
    case content
    /// What an overlay or a background draws with the view it decorates.
    case decoration
}
