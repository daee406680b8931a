extension View {
    /// Layers `content` in front of this view, proposed this view's size and aligned in it.
    /// The overlay does not change this view's size: `a.overlay(b)` is as big as `a`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, decorationsBehind: false, traceLabel: ".overlay"))
    }

    /// Layers `overlay` in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, decorationsBehind: false, traceLabel: ".overlay"))
    }

    /// Fills this view's frame in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(Rectangle().fill(style))
    }
}
