extension View {
    /// Controls the drawing order among siblings: higher values draw on top. Layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexTraitKey(value: value))
    }
}

public struct _ZIndexTraitKey: NodeAttributeModifier {
    let value: Double
    func apply(to node: ViewNode) { node.traits.zIndex = value }
}
