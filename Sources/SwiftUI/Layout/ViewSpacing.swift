import Foundation

/// The spacing a view prefers around its edges, which a stack uses when it has no explicit spacing.
///
/// Views prefer the default 8 points; a `Spacer` prefers none, so stacks put no spacing next to spacers.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// The default spacing, 8 points on every edge.
    public init() { self.init(all: ViewSpacing.defaultLength) }

    init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// No spacing preference on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// SwiftUI's default spacing between neighbouring views.
    static let defaultLength: CGFloat = 8

    /// Merges another view's preferences into this one, keeping the larger on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// The larger spacing of this and `other` on `edges`, this one's on the others.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and the `next` one after it along `axis`:
    /// the smaller of the two facing preferences, so a spacer next to any view means none.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }

    public var description: String { "ViewSpacing(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
