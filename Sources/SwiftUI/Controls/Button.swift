import Foundation

/// A control that runs an action when tapped. Its size is its label's, as with SwiftUI's
/// default button style; the terminal draws the label in the accent colour.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var labelInputs = inputs
        if labelInputs.environment.foregroundStyle == nil {
            labelInputs.environment.foregroundStyle = view.role == .destructive ? Color.red : Color.accentColor
        }
        let labelNodes = makeNodes(of: view.label, inputs: labelInputs)
        let behavior = ButtonBehavior(action: view.action, isEnabled: inputs.environment.isEnabled)
        return _ViewOutputs(node: ViewNode(behavior, children: [StackNode.vertical(labelNodes, inputs: inputs)], inputs: inputs))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// The purpose of a button, which changes how it looks.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A node that can be tapped: lays out its label and runs its action.
struct ButtonBehavior: UnaryLayoutBehavior, TappableBehavior {
    let action: () -> Void
    let isEnabled: Bool

    var traceLabel: String { "Button" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }

    func tap() -> Bool {
        guard isEnabled else { return false }
        action()
        return true
    }
}

/// A control a host can tap.
protocol TappableBehavior: NodeBehavior {
    /// Runs the control's action; false when the control is disabled.
    func tap() -> Bool
}
