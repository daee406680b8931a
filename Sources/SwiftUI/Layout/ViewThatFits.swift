import Foundation

/// Shows the first of its children whose ideal size fits the proposal on the constrained axes,
/// or the last one when none fits, as SwiftUI's `ViewThatFits` does. Put the views in order of
/// preference, usually from the largest to the smallest.
///
/// On an axis that is not constrained, each child is measured with the proposal as it is; on a
/// constrained one, at its ideal size (a `nil` proposal), as `fixedSize` would. A child that is
/// not chosen is neither drawn nor found by identifier.
public struct ViewThatFits<Content: View>: _PrimitiveView {
    var axes: Axis.Set
    var content: Content

    /// - Parameters:
    ///   - axes: The axes a child must fit on; with none, the first child is shown.
    ///   - content: The children, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ViewThatFitsBehavior(axes: view.axes), around: view.content, inputs: inputs)
    }
}

/// Chooses a child for each proposal; only that child is sized, placed and drawn.
struct ViewThatFitsBehavior: NodeBehavior {
    let axes: Axis.Set

    var traceLabel: String { "ViewThatFits" }
    var providesExplicitAlignment: Bool { true }

    /// The child shown for `proposal`.
    func chosen(in node: ViewNode, for proposal: ProposedViewSize) -> ViewNode? {
        guard !axes.isEmpty else { return node.children.first }
        let constrainsWidth = axes.contains(.horizontal)
        let constrainsHeight = axes.contains(.vertical)
        let measuring = ProposedViewSize(
            width: constrainsWidth ? nil : proposal.width,
            height: constrainsHeight ? nil : proposal.height)
        return node.children.first { child in
            let ideal = child.sizeThatFits(measuring)
            return (!constrainsWidth || ideal.width <= (proposal.width ?? .infinity))
                && (!constrainsHeight || ideal.height <= (proposal.height ?? .infinity))
        } ?? node.children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        chosen(in: node, for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        chosen(in: node, for: proposal)?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        chosen(in: node, for: proposal)?.explicitAlignment(of: key, size: size, proposal: proposal)
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        chosen(in: node, for: node.placedProposal)?.spacing ?? ViewSpacing()
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        chosen(in: node, for: node.placedProposal)?.draw(into: &list)
    }
}
