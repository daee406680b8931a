import Foundation

extension View {
    /// Overrides the value of a horizontal alignment guide for this view; the closure gets the
    /// view's dimensions. The stack that aligns on `guide` then uses this value.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: guide.key, computeValue: computeValue))
    }

    /// Overrides the value of a vertical alignment guide for this view.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: guide.key, computeValue: computeValue))
    }
}

/// Sets an explicit alignment guide; size and placement pass through.
public struct _AlignmentWritingModifier: UnaryLayoutModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var traceLabel: String { ".alignmentGuide(\(key.name))" }
    var providesExplicitAlignment: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.children[0]
        guard key == self.key else { return child.explicitAlignment(of: key, size: size, proposal: proposal) }
        return computeValue(ViewDimensions(size: size, node: child, proposal: proposal))
    }
}
