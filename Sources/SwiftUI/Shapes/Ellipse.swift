import Foundation

/// An ellipse that fills the frame it is given.
public struct Ellipse: Shape, InsettableShape {
    /// How far `inset(by:)` moved the outline in.
    var insetAmount: CGFloat = 0

    /// An ellipse.
    public init() {}

    /// The ellipse that touches each edge of `rect` (inset, if `inset(by:)` was used).
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        return Path(ellipseIn: rect)
    }

    /// The ellipse drawn `amount` points inside each edge of its frame.
    public func inset(by amount: CGFloat) -> Ellipse {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == Ellipse {
    /// `Ellipse()` where a shape is expected, as in `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
