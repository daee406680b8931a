extension View {
    /// Layers `content` behind this view, proposed this view's size and aligned in it.
    /// `a.background(b)` is as big as `a`, unlike `b.overlay(a)`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, decorationsBehind: true, traceLabel: ".background"))
    }

    /// Layers `background` behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, decorationsBehind: true, traceLabel: ".background"))
    }

    /// Fills this view's frame behind it with a style: `.background(.blue)`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(Rectangle().fill(style))
    }
}
