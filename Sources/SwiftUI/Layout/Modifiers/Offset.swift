import Foundation

extension View {
    /// Draws this view shifted by `offset`, without changing its layout: neighbours stay where they were.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves the drawing by `x` and `y` points while its frame, and so its neighbours' places, stay.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}

/// An offset: same size as the view, the view placed shifted. Alignment guides ignore the
/// shift, as they do in SwiftUI (the offset is a drawing effect, not layout). Right to left the
/// shift is mirrored with the rest of the layout, as SwiftUI's x runs from the leading edge
/// ("Making fine adjustments to a view's position"), so a positive x moves towards trailing.
public struct _OffsetEffect: UnaryLayoutModifier {
    let offset: CGSize

    var traceLabel: String { ".offset(x: \(offset.width.pointDescription), y: \(offset.height.pointDescription))" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }

    func frameAsDrawn(of node: ViewNode) -> CGRect {
        node.children[0].presentedBehavior.frameAsDrawn(of: node.children[0])
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children[0].explicitAlignment(of: key, size: size, proposal: proposal)
    }
}
