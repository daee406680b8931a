import Foundation

/// A shape drawn along only part of its outline: what `trim(from:to:)` makes.
public struct _TrimmedShape<Content: Shape>: ShapeDrawing, DescribedShape {
    public var shape: Content
    /// Fractions of the outline's length, from 0 to 1.
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    /// The two fractions and the trimmed shape's own data: animating a trim draws the outline
    /// growing or shrinking.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }

    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// Trims whatever the shape draws, so that a trimmed stroke stays a stroke.
    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        shape.drawnContent(in: rect, color: color).mapPaths { $0.trimmedPath(from: startFraction, to: endFraction) }
    }

    var shapeDescription: String {
        "\(shapeLabel(shape)).trim(from: \(startFraction.pointDescription), to: \(endFraction.pointDescription))"
    }
}

extension Shape {
    /// The part of the shape's outline between the fractions `startFraction` and `endFraction` of
    /// its length. Outlines start where their path starts: a circle's at three o'clock, running
    /// clockwise, so `Circle().trim(from: 0, to: 0.5).stroke()` is the bottom half.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
