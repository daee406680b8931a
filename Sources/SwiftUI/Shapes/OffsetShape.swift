import Foundation

/// A shape drawn moved by an offset: what `offset(_:)` on a shape makes. Layout is unchanged.
public struct OffsetShape<Content: Shape>: ShapeDrawing, DescribedShape {
    /// The shape that is moved.
    public var shape: Content
    /// How far the drawing moves, in points: `width` rightward, `height` downward.
    public var offset: CGSize

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }

    /// `shape` drawn moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The wrapped shape's path in `rect`, moved by `offset`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The wrapped shape's size: the offset does not change layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        shape.drawnContent(in: rect, color: color).mapPaths { $0.offsetBy(dx: offset.width, dy: offset.height) }
    }

    var shapeDescription: String {
        "\(shapeLabel(shape)).offset(x: \(offset.width.pointDescription), y: \(offset.height.pointDescription))"
    }
}

extension Shape {
    /// The shape drawn moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape drawn moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape drawn moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
