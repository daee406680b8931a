import Foundation

extension View {
    /// Lets a person drag this view, carrying `payload` to a ``View/dropDestination(for:action:isTargeted:)``:
    /// Apple, "Activates this view as the source of a drag and drop operation." The payload is
    /// made when the drag starts. `host.drop("Card", onto: "Done")` (`:drop` in the REPL) drags it.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DraggableModifier(payload: { payload() }))
    }

    /// Lets a person drag this view, carrying `payload`; `preview` is what the finger would carry.
    /// Accepted: the preview is not drawn, as a terminal shows no drag in flight; the drop works.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        modifier(DraggableModifier(payload: { payload() }))
    }
}

/// Marks the view's node as the source of drags that carry what `payload` makes.
struct DraggableModifier: NodeAttributeModifier {
    let payload: () -> any Transferable

    func apply(to node: ViewNode) {
        node.traits.layoutValues[ObjectIdentifier(DraggableModifier.self)] = self
    }
}

extension ViewTraits {
    /// What a drag of this view carries, if it can be dragged.
    var draggable: DraggableModifier? { layoutValues[ObjectIdentifier(DraggableModifier.self)] as? DraggableModifier }
}
