extension View {
    /// Layers `content` behind this view, proposed this view's size and aligned in it.
    /// `a.background(b)` is as big as `a`, unlike `b.overlay(a)`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(decoration: content(), alignment: alignment))
    }

    /// Layers `background` behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(decoration: background, alignment: alignment))
    }

    /// Fills this view's frame behind it with a style: `.background(.blue)`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_BackgroundStyleModifier(style: style))
    }
}

/// A view behind the modified one, in its frame: `background(_:alignment:)`.
struct _BackgroundModifier<Background: View>: DecoratingModifier {
    let decoration: Background
    let alignment: Alignment
    static var isBehind: Bool { true }
    static var traceLabel: String { ".background" }
}

/// A style filling the modified view's frame behind it: `background(_:)` with a `ShapeStyle`.
struct _BackgroundStyleModifier<Style: ShapeStyle>: DecoratingModifier {
    let style: Style
    var decoration: _ShapeView<Rectangle, Style> { Rectangle().fill(style) }
    var alignment: Alignment { .center }
    static var isBehind: Bool { true }
    static var traceLabel: String { ".background" }
}
