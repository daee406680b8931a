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

/// Wraps a control's content in the node of its `ControlBehavior`. The behaviour learns from the
/// environment whether the control is enabled; a disabled control draws its content in the
/// secondary colour, dimmed as SwiftUI dims it.
struct ControlModifier<Behavior: ControlBehavior, HiddenLabel: View>: ViewModifier {
    var behavior: Behavior
    /// The label that the control does not draw, if it has one.
    var hiddenLabel: HiddenLabel?

    typealias Body = Never
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var behavior = modifier.behavior
        behavior.isEnabled = inputs.environment.isEnabled
        var contentInputs = inputs
        if !behavior.isEnabled { contentInputs.environment.foregroundStyle = Color.secondary }
        var children = [StackNode.vertical(body(contentInputs).nodes, inputs: inputs)]
        if let label = modifier.hiddenLabel {
            // Apart from the content's identity, so that state in the label stays its own.
            let labelInputs = inputs.child(.tupleChild(1))
            children.append(StackNode.vertical(makeNodes(of: label, inputs: labelInputs), inputs: labelInputs))
        }
        return _ViewOutputs(node: ViewNode(behavior, children: children, inputs: inputs))
    }
}

extension View {
    /// Makes this view the content of a control with `behavior` (and a label it does not draw).
    func control<Behavior: ControlBehavior, HiddenLabel: View>(_ behavior: Behavior, hiddenLabel: HiddenLabel) -> some View {
        modifier(ControlModifier(behavior: behavior, hiddenLabel: hiddenLabel))
    }

    /// Makes this view the content of a control with `behavior`; its label is part of the content.
    func control<Behavior: ControlBehavior>(_ behavior: Behavior) -> some View {
        modifier(ControlModifier<Behavior, EmptyView>(behavior: behavior, hiddenLabel: nil))
    }
}
