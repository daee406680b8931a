import Foundation

/// The node above the root view: one view passes through unchanged; several are stacked like a
/// VStack, as SwiftUI lays out several views at the root. The trace leaves it out.
struct RootLayout: NodeBehavior {
    private let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)

    var traceLabel: String { "root" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if node.children.count == 1 { return node.children[0].sizeThatFits(proposal) }
        let subviews = LayoutSubviews(node.children)
        return stack.arrangement(proposal, subviews: subviews, gaps: stack.gaps(subviews)).size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        if node.children.count == 1 { return node.children[0].place(at: bounds.origin, proposal: proposal) }
        let subviews = LayoutSubviews(node.children)
        let sized = stack.arrangement(proposal, subviews: subviews, gaps: stack.gaps(subviews))
        let arrangement = stack.placement(sized, proposal: proposal, bounds: bounds, subviews: subviews)
        for (child, (origin, childProposal)) in zip(node.children, zip(arrangement.origins, arrangement.proposals)) {
            child.place(at: bounds.offsetOrigin(by: origin), proposal: childProposal)
        }
    }
}
