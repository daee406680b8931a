import Foundation

extension View {
    /// Makes this view accept drops of `payloadType`: Apple, "Defines the destination of a drag
    /// and drop operation that handles the dropped content with a closure that you specify."
    ///
    /// `action` receives the dropped values and where they were dropped, in this view's own
    /// points, and returns whether it took them; `isTargeted` is told `true` when a drag of
    /// that type comes over the view and `false` when it leaves or drops. A drag of another type
    /// is received through the dragged type's `ProxyRepresentation`, or not at all.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(DropDestinationModifier(
            accepts: { $0.transferred(as: T.self) != nil },
            perform: { payload, location in payload.transferred(as: T.self).map { action([$0], location) } ?? false },
            isTargeted: isTargeted))
    }
}

/// Marks the view's node as a place where drags it accepts can be dropped.
struct DropDestinationModifier: NodeAttributeModifier {
    let accepts: (any Transferable) -> Bool
    let perform: (any Transferable, CGPoint) -> Bool
    let isTargeted: (Bool) -> Void

    func apply(to node: ViewNode) {
        node.traits.layoutValues[ObjectIdentifier(DropDestinationModifier.self)] = self
    }
}

extension ViewTraits {
    /// What this view does with a drop, if it takes drops.
    var dropDestination: DropDestinationModifier? {
        layoutValues[ObjectIdentifier(DropDestinationModifier.self)] as? DropDestinationModifier
    }
}
