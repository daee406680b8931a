import Foundation

extension View {
    /// Makes `shape`, in the view's frame, the region where the view is hit: the whole of it,
    /// transparent parts and gaps between subviews included, and nothing outside it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Whether the view and the views inside it can be hit; `false` lets touches reach the
    /// views behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
}

public struct _ContentShapeModifier<S: Shape>: UnaryLayoutModifier, HitTestedWhereDrawn, HitTestingBehavior {
    let shape: S
    let eoFill: Bool

    var traceLabel: String { ".contentShape(\(S.self))" }

    func hitTest(_ point: CGPoint, node: ViewNode) -> ViewNode? {
        let frame = node.presentedBehavior.frameAsDrawn(of: node)
        guard shape.path(in: frame).contains(point, eoFill: eoFill) else { return nil }
        return node.hitTestChildren(point) ?? node
    }
}

public struct _AllowsHitTestingModifier: UnaryLayoutModifier, HitTestedWhereDrawn, HitTestingBehavior {
    let enabled: Bool

    var traceLabel: String { ".allowsHitTesting(\(enabled))" }

    func hitTest(_ point: CGPoint, node: ViewNode) -> ViewNode? {
        enabled ? node.hitTestChildren(point) : nil
    }
}

/// A node that decides itself where it is hit.
protocol HitTestingBehavior: NodeBehavior {
    func hitTest(_ point: CGPoint, node: ViewNode) -> ViewNode?
}

extension ViewNode {
    /// The frontmost view under `point` (root coordinates) that can be hit: one that draws
    /// something there, as SwiftUI hit-tests a view's drawn content (a `Shape` or `Text` by
    /// its frame; `Color.clear` and a `Spacer` draw nothing and are not hit), or one whose
    /// content shape holds the point. A view not shown cannot be hit.
    func hitTest(_ point: CGPoint) -> ViewNode? {
        guard isShown else { return nil }
        if let behavior = behavior as? any HitTestingBehavior { return behavior.hitTest(point, node: self) }
        if let hit = hitTestChildren(point) { return hit }
        guard children.isEmpty, presentedBehavior.frameAsDrawn(of: self).contains(point) else { return nil }
        var drawn = DisplayList()
        presentedBehavior.draw(self, into: &drawn)
        return drawn.items.isEmpty ? nil : self
    }

    /// The frontmost child hit: the last drawn (by `zIndex`, then order) is in front.
    func hitTestChildren(_ point: CGPoint) -> ViewNode? {
        let ordered = children.enumerated().sorted {
            ($0.element.traits.zIndex, $0.offset) > ($1.element.traits.zIndex, $1.offset)
        }
        for (_, child) in ordered {
            if let hit = child.hitTest(point) { return hit }
        }
        return nil
    }
}

/// A node that only decides how touches reach its content (a gesture, a content shape):
/// it is where its content is drawn, so a gesture attached after `.offset` moves with it, as
/// SwiftUI hit-tests a view where it is drawn.
protocol HitTestedWhereDrawn: PassThroughLayout {}

extension HitTestedWhereDrawn {
    func frameAsDrawn(of node: ViewNode) -> CGRect {
        node.children[0].presentedBehavior.frameAsDrawn(of: node.children[0])
    }
}
