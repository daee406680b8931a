extension View {
    /// Sets the priority by which a stack hands out space: higher first, after reserving the
    /// minimum lengths of lower-priority children. The default is 0.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityTraitKey(value: value))
    }
}

public struct _LayoutPriorityTraitKey: NodeAttributeModifier {
    let value: Double
    func apply(to node: ViewNode) { node.traits.layoutPriority = value }
}
