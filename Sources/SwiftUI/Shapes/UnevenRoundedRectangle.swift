import Foundation

/// The radii of a rectangle's four corners, named by edge: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The top-leading (top-left) corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading (bottom-left) corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing (bottom-right) corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing (top-right) corner's radius.
    public var topTrailing: CGFloat

    /// Four radii, each 0 (a square corner) unless given.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii animate together.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (a card with only its top corners rounded). Each radius is at most half the frame's width
/// and height, as `RoundedRectangle`'s corners are. Leading is the left edge: shapes are not
/// mirrored for right-to-left layout in this runtime.
public struct UnevenRoundedRectangle: Shape, InsettableShape {
    /// Each corner's radius.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve; the terminal draws both styles alike (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle
    /// How far `inset(by:)` moved the outline in.
    var insetAmount: CGFloat = 0

    /// A rectangle whose corners have `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle whose corners have the given radii, each 0 (square) unless given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The corner radii animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// Clockwise on screen from the end of the top-leading corner; an inset outline's radii
    /// shrink by the inset, as `RoundedRectangle`'s do.
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        let limit = min(rect.width, rect.height) / 2
        func radius(_ r: CGFloat) -> CGFloat { min(max(r - insetAmount, 0), limit) }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        var path = Path()
        /// The quarter circle of radius `r` around the corner centred at (`x`, `y`) from
        /// `angle`, or the corner point itself when `r` is 0.
        func corner(_ r: CGFloat, x: CGFloat, y: CGFloat, from angle: CGFloat, point: CGPoint) {
            if r > 0 {
                let transform = CGAffineTransform(scaleX: r, y: r).concatenating(CGAffineTransform(translationX: x, y: y))
                path.addUnitArc(startAngle: angle, sweep: .pi / 2, transform: transform)
            } else {
                path.addLine(to: point)
            }
        }
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        corner(tr, x: rect.maxX - tr, y: rect.minY + tr, from: -.pi / 2, point: CGPoint(x: rect.maxX, y: rect.minY))
        corner(br, x: rect.maxX - br, y: rect.maxY - br, from: 0, point: CGPoint(x: rect.maxX, y: rect.maxY))
        corner(bl, x: rect.minX + bl, y: rect.maxY - bl, from: .pi / 2, point: CGPoint(x: rect.minX, y: rect.maxY))
        corner(tl, x: rect.minX + tl, y: rect.minY + tl, from: .pi, point: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }

    /// The rectangle drawn `amount` points inside each edge of its frame, each radius shrunk by `amount`.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// An uneven rounded rectangle where a shape is expected: `.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// An uneven rounded rectangle with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

/// The shape of the container the view is in, inset to the view's frame: SwiftUI's
/// `ContainerRelativeShape`. Only widgets and `containerShape(_:)` give a container a shape;
/// where none is given SwiftUI draws a rectangle, and this runtime has neither, so it is
/// always the rectangle of the frame.
public struct ContainerRelativeShape: Shape, InsettableShape {
    /// How far `inset(by:)` moved the edges in.
    var insetAmount: CGFloat = 0

    /// The container's shape, here always the frame's rectangle.
    public init() {}

    /// `rect` (inset, if `inset(by:)` was used): the rectangle a container without a shape gives.
    public func path(in rect: CGRect) -> Path {
        Rectangle().inset(by: insetAmount).path(in: rect)
    }

    /// The shape drawn `amount` points inside each edge of its frame.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// `ContainerRelativeShape()` where a shape is expected.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
