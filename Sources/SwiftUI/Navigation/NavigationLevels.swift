import Foundation

/// The levels of a navigation stack, root first. Every level keeps its nodes (and so its
/// state, as SwiftUI keeps the views under the top of the stack), but only the last one is
/// sized, placed and drawn: pushing replaces what is below the bar.
struct NavigationLevels<Content: View>: _PrimitiveView {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(NavigationLevelsBehavior(), around: view.content, inputs: inputs)
    }
}

/// Shows the last child only; the others are neither drawn nor found by `tap` or identifier.
struct NavigationLevelsBehavior: NodeBehavior {
    var traceLabel: String { "NavigationStack" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children.last?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.children.last?.place(at: bounds.origin, proposal: proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.children.last?.draw(into: &list)
    }
}

extension NavigationLevels: ImplementationDetail {}
