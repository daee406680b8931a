extension View {
    /// Gives this view an explicit identity: when `id` changes, it is a new view, with new
    /// state and a new appearance.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}

/// A view with an explicit identity.
public struct IDView<Content: View, ID: Hashable>: _PrimitiveView {
    var content: Content
    var id: ID

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let id = AnyHashable(view.id)
        let outputs = Content._makeView(view.content, inputs: inputs.child(.explicit(id)))
        _ExplicitIDTag(id: id).apply(toNew: outputs.nodes)
        return outputs
    }
}

/// Marks a view's nodes with its explicit id, which `ScrollViewProxy.scrollTo(_:anchor:)` finds.
struct _ExplicitIDTag: NodeAttributeModifier {
    let id: AnyHashable
    func apply(to node: ViewNode) { node.explicitID = id }
}
