import Foundation

/// A shape whose outline is drawn as a line rather than filled: what `stroke(lineWidth:)` and
/// `stroke(style:)` make. Its path is the outline's centre line; the stroke's width is centred on
/// it, so half of it lies outside the shape (`strokeBorder` keeps it inside).
public struct _StrokedShape<Content: Shape>: ShapeDrawing, DescribedShape {
    public var shape: Content
    public var style: StrokeStyle

    /// The stroked shape's data and the line width.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second
        }
    }

    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        .stroke(shape.path(in: rect), color, style)
    }

    var shapeDescription: String {
        "\(shapeLabel(shape)).stroke(lineWidth: \(style.lineWidth.pointDescription))"
    }
}

extension Shape {
    /// The shape's outline as a line `lineWidth` points wide, drawn in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline as a line of `style`, drawn in the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Draws the shape's outline `lineWidth` points wide with a colour or style.
    public func stroke<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Draws the shape's outline as a line of `style` with a colour or style.
    public func stroke<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }
}
