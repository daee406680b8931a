import Foundation

/// A shape drawn scaled around a point of its frame: what `scale(_:anchor:)` makes. Layout is
/// unchanged.
public struct ScaledShape<Content: Shape>: ShapeDrawing, DescribedShape {
    /// The shape that is scaled.
    public var shape: Content
    /// The horizontal and vertical scale factors (1 leaves the shape as it is).
    public var scale: CGSize
    /// The point of the frame that stays in place, `.center` by default.
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set { (shape.animatableData, scale.animatableData) = (newValue.first, newValue.second) }
    }

    /// `shape` scaled by `scale` around `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The wrapped shape's path in `rect`, scaled around `anchor`'s point of `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(scaling(in: rect))
    }

    /// The wrapped shape's size: the scale does not change layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        let scaling = scaling(in: rect)
        return shape.drawnContent(in: rect, color: color).mapPaths { $0.applying(scaling) }
    }

    private func scaling(in rect: CGRect) -> CGAffineTransform {
        let pivot = anchor.point(in: rect)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    var shapeDescription: String {
        "\(shapeLabel(shape)).scale(x: \(scale.width.pointDescription), y: \(scale.height.pointDescription))"
    }
}

extension Shape {
    /// The shape scaled by `x` and `y` around `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
