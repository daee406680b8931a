import Foundation

extension View {
    /// Adds padding on the given edges: `length` points, or 16 (SwiftUI's default) when `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout.defaultLength)))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds padding with a different length on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }
}

/// Padding: proposes the proposal minus the insets to the view, and reports the view's size
/// plus the insets. Negative padding proposes more than it was offered.
public struct _PaddingLayout: UnaryLayoutModifier {
    static let defaultLength: CGFloat = 16
    let insets: EdgeInsets

    init(insets: EdgeInsets) {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if values.contains(where: { !$0.isFinite }) {
            RuntimeWarning.report("padding: Invalid padding (non-finite): \(insets). Using 0 for those edges.")
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            self.insets = EdgeInsets(top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom), trailing: finite(insets.trailing))
        } else {
            self.insets = insets
        }
    }

    var traceLabel: String {
        let values = Set([insets.top, insets.leading, insets.bottom, insets.trailing])
        if values.count == 1, let value = values.first { return ".padding(\(value.pointDescription))" }
        return ".padding(top: \(insets.top.pointDescription), leading: \(insets.leading.pointDescription), bottom: \(insets.bottom.pointDescription), trailing: \(insets.trailing.pointDescription))"
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: max(0, childSize.width + insets.horizontal), height: max(0, childSize.height + insets.vertical))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: childProposal(proposal))
    }
}
