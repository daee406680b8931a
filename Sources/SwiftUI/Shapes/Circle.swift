import Foundation

/// A circle centred in the frame it is given, as large as fits: its diameter is the frame's
/// shorter side (in a 100×60 frame, 60, from x 20 to 80).
public struct Circle: Shape, InsettableShape {
    /// How far `inset(by:)` moved the outline in.
    var insetAmount: CGFloat = 0

    /// A circle.
    public init() {}

    /// The largest circle centred in `rect` (inset, if `inset(by:)` was used); an empty path when the inset leaves nothing.
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        let diameter = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    /// The circle drawn `amount` points inside each edge of its frame: its diameter shrinks by twice `amount`.
    public func inset(by amount: CGFloat) -> Circle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == Circle {
    /// `Circle()` where a shape is expected, as in `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
