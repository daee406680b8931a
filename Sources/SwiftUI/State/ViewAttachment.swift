/// Per-identity storage of a modifier that lives as long as the view it modifies: an
/// `onAppear`/`onDisappear` pair, the last value an `onChange` saw, an `onReceive`
/// subscription. It belongs to the enclosing view with a body (or to the graph at the root)
/// and disappears with it, or when that view's body stops making the modifier.
final class ViewAttachment {
    var lastVisit = 0
    /// The last placement pass that made the modifier, for one made while placing.
    var madeInPlacementPass: Int?
    /// Runs when the modified view leaves the tree.
    var onDisappear: (() -> Void)?
    /// What the modifier keeps: a value, a subscription.
    var storage: Any?

    var isMadeWhilePlacing: Bool { madeInPlacementPass != nil }

    /// Ends the attachment: what it keeps goes at once; its `onDisappear` runs after the
    /// update's appearances when `graph` is given (SwiftUI runs a new view's `onAppear` before
    /// the one it replaces disappears), and at once when the graph itself goes (`nil`).
    func disappear(in graph: ViewGraph?) {
        if let action = onDisappear {
            if let graph { graph.disappearances.append(action) } else { action() }
        }
        onDisappear = nil
        storage = nil
    }
}

extension _ViewInputs {
    /// The attachment of the modifier of type `M` at this position, and whether it is new.
    func attachment<M>(for modifier: M.Type) -> (attachment: ViewAttachment, isNew: Bool) {
        graph.attachment(at: identity.appending(IdentityComponent.viewType(ObjectIdentifier(M.self))), owner: parentRecord)
    }
}
