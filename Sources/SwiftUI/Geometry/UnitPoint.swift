import Foundation

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// The top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// A unit point; values outside 0…1 lie outside the view.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0): the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5): the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5): the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5): the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0): the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1): the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0): the top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0): the top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1): the bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1): the bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
