import Foundation

/// A presentation laid out over the window rather than the view that presents it: SwiftUI
/// presents sheets, alerts and dialogs from the window, so a sheet spans the screen's width
/// however narrow its presenting view. The window is the root's proposal; where that leaves a
/// length unspecified, the root's length, or the presentation's own when it needs more.
struct PresentationWindow<Content: View>: _PrimitiveView {
    let content: Content

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(PresentationWindowLayout(), around: view.content, inputs: inputs)
    }
}

/// Takes the space its parent offers, and places its content over the window, at the root's
/// origin; it is placed in the root's coordinates already, so right to left does not mirror it.
struct PresentationWindowLayout: NodeBehavior {
    var traceLabel: String { "presentation" }
    var mirrorsRightToLeft: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let window = node.graph.proposal
        let root = node.graph.root.frame
        for child in node.children {
            let width = window.width ?? root.width
            let height = window.height ?? max(root.height, child.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
            child.place(at: root.origin, proposal: ProposedViewSize(width: width, height: height))
        }
    }
}
