import Foundation

/// A menu picker's options: only the selected one is laid out and drawn, in the tint
/// (nothing when no option has the selection's tag).
struct MenuPickerSelection: PickerOptionsLayout {
    let selectedIndex: Int?

    var traceLabel: String { "Picker selection" }

    static func styleOptions(_ environment: inout EnvironmentValues) {
        if environment.isEnabled { environment.foregroundStyle = TintShapeStyle() }
    }

    private func selected(in node: ViewNode) -> ViewNode? {
        selectedIndex.map { node.children[$0] }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        selected(in: node)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        selected(in: node)?.place(at: bounds.origin, proposal: proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        selected(in: node)?.draw(into: &list)
    }
}
