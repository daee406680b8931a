import Foundation

extension View {
    /// Proposes `nil` to this view in both dimensions, so it takes its ideal size whatever its parent offers.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes `nil` in the chosen dimensions: `fixedSize(horizontal: false, vertical: true)`
    /// lets text wrap to the proposed width while taking all the lines it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

public struct _FixedSizeLayout: UnaryLayoutModifier {
    let horizontal: Bool
    let vertical: Bool

    var traceLabel: String {
        horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: childProposal(proposal))
    }
}
