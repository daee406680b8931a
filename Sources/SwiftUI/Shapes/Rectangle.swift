import Foundation

/// A rectangle that fills the frame it is given.
public struct Rectangle: Shape, InsettableShape {
    /// How far `inset(by:)` moved the edges in.
    var insetAmount: CGFloat = 0

    /// A rectangle.
    public init() {}

    /// `rect` itself (inset, if `inset(by:)` was used), as a closed subpath.
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        return Path(rect)
    }

    /// The rectangle drawn `amount` points inside each edge of its frame.
    public func inset(by amount: CGFloat) -> Rectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == Rectangle {
    /// `Rectangle()` where a shape is expected, as in `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
