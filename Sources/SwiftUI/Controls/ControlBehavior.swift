import Foundation

/// The node of a control that a host finds by name and drives: `tap(_:)`, `toggle(_:)`,
/// `setValue(_:for:)`, `type(_:into:)` and the others reach controls through it.
///
/// It lays out its content as it is; a label that the control does not draw (a slider's, a text
/// field's title) is kept as a second child that is neither placed nor drawn, so that the control
/// is still found by it, as VoiceOver still reads it.
protocol ControlBehavior: UnaryLayoutBehavior {
    /// The control's kind as messages name it: "button", "toggle", "slider"…
    static var kind: String { get }
    /// Whether the control responds to interaction; `disabled(_:)` turns it off.
    var isEnabled: Bool { get set }
    /// The name a host finds the control by: its label as drawn, or the label it does not draw.
    func label(of node: ViewNode) -> String
}

extension ControlBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.children[0].draw(into: &list)
    }

    func label(of node: ViewNode) -> String {
        node.children.count > 1 ? node.children[1].visibleText : node.visibleText
    }
}

extension View {
    /// Makes a control: the node of its `behavior` around the nodes of the control's body, which
    /// runs as the control's own view (and so again when its value changes).
    ///
    /// The control's node is made here, while the view around the control is made, so modifiers
    /// applied to the control (`accessibilityIdentifier(_:)`) stay on it when only the body runs
    /// again. The behaviour learns from the environment whether the control is enabled; a
    /// disabled control's body is drawn in the secondary colour, dimmed as SwiftUI dims it. A
    /// label the control does not draw follows the body as a child that is never laid out.
    static func makeControl<Behavior: ControlBehavior, HiddenLabel: View>(
        _ view: Self, behavior: Behavior, hiddenLabel: HiddenLabel?, inputs: _ViewInputs
    ) -> _ViewOutputs {
        var behavior = behavior
        behavior.isEnabled = inputs.environment.isEnabled
        var bodyInputs = inputs
        if !behavior.isEnabled { bodyInputs.environment.foregroundStyle = Color.secondary }
        var children = [StackNode.vertical(inputs.graph.makeView(view, inputs: bodyInputs).nodes, inputs: inputs)]
        if let hiddenLabel {
            // Apart from the body's identity, so that state in the label stays its own.
            let labelInputs = inputs.child(.tupleChild(1))
            children.append(StackNode.vertical(makeNodes(of: hiddenLabel, inputs: labelInputs), inputs: labelInputs))
        }
        return _ViewOutputs(node: ViewNode(behavior, children: children, inputs: inputs))
    }

    /// Makes a control whose label is part of its body.
    static func makeControl<Behavior: ControlBehavior>(_ view: Self, behavior: Behavior, inputs: _ViewInputs) -> _ViewOutputs {
        makeControl(view, behavior: behavior, hiddenLabel: nil as EmptyView?, inputs: inputs)
    }
}
