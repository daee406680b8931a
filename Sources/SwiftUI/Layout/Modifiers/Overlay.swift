extension View {
    /// Layers `content` in front of this view, proposed this view's size and aligned in it.
    /// The overlay does not change this view's size: `a.overlay(b)` is as big as `a`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(decoration: content(), alignment: alignment))
    }

    /// Layers `overlay` in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(decoration: overlay, alignment: alignment))
    }

    /// Fills this view's frame in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_OverlayStyleModifier(style: style))
    }
}

/// A view in front of the modified one, in its frame: `overlay(_:alignment:)`.
struct _OverlayModifier<Overlay: View>: DecoratingModifier {
    let decoration: Overlay
    let alignment: Alignment
    static var isBehind: Bool { false }
    static var traceLabel: String { ".overlay" }
}

/// A style filling the modified view's frame in front of it: `overlay(_:)` with a `ShapeStyle`.
struct _OverlayStyleModifier<Style: ShapeStyle>: DecoratingModifier {
    let style: Style
    var decoration: _ShapeView<Rectangle, Style> { Rectangle().fill(style) }
    var alignment: Alignment { .center }
    static var isBehind: Bool { false }
    static var traceLabel: String { ".overlay" }
}
