import Foundation

/// A shape rotated around a point of its frame: what `rotation(_:anchor:)` makes. Layout is
/// unchanged, so a rotated shape may draw outside its frame.
public struct RotatedShape<Content: Shape>: ShapeDrawing, DescribedShape {
    /// The shape that is rotated.
    public var shape: Content
    /// The rotation; positive angles turn clockwise on screen.
    public var angle: Angle
    /// The point of the frame the shape turns around, `.center` by default.
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set { (shape.animatableData, angle.radians) = (newValue.first, newValue.second) }
    }

    /// `shape` rotated by `angle` around `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The wrapped shape's path in `rect`, rotated around `anchor`'s point of `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(rotation(in: rect))
    }

    /// The wrapped shape's size: the rotation does not change layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        let rotation = rotation(in: rect)
        return shape.drawnContent(in: rect, color: color).mapPaths { $0.applying(rotation) }
    }

    private func rotation(in rect: CGRect) -> CGAffineTransform {
        let pivot = anchor.point(in: rect)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    var shapeDescription: String { "\(shapeLabel(shape)).rotation(\(CGFloat(angle.degrees).pointDescription)°)" }
}

extension Shape {
    /// The shape rotated by `angle` (clockwise on screen for positive angles) around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
