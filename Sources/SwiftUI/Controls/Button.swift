import Foundation

/// A control that runs an action when tapped.
///
/// The button's style (`buttonStyle(_:)`) decides how its label looks. The default style, like
/// iOS's borderless buttons, draws the label in the tint (red for a destructive role) at
/// the label's own size; a disabled button draws it in the secondary colour. A
/// `PrimitiveButtonStyle` makes the whole button instead, and decides when the action runs.
public struct Button<Label: View>: _PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button showing `label` that runs `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// A button with a role (`.destructive` draws it in red) showing `label`, running `action` when tapped.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let label = view.label
        if let primitive = inputs.environment.buttonStyle as? PrimitiveButtonStyleBox {
            let action = inputs.environment.isEnabled ? inputs.environment.buttonAction(view.action) : {}
            let configuration = PrimitiveButtonStyleConfiguration(
                role: view.role, label: PrimitiveButtonStyleConfiguration.Label(content: StyledNodes(label)), action: action)
            return _ViewOutputs(nodes: primitive.style.makeNodes(configuration, inputs: inputs))
        }
        let labelNodes = LabelNodes()
        let configuration = ButtonStyleConfiguration(
            role: view.role,
            label: ButtonStyleConfiguration.Label(makeNodes: { makeNodes(of: label, inputs: $0) }, made: labelNodes),
            isPressed: false
        )
        let styled = inputs.environment.buttonStyle.makeNodes(configuration, inputs: inputs)
        let behavior = ButtonBehavior(action: inputs.environment.buttonAction(view.action), label: labelNodes, isEnabled: inputs.environment.isEnabled)
        return _ViewOutputs(node: ViewNode(behavior, children: [StackNode.vertical(styled, inputs: inputs)], inputs: inputs))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with the string `title` (not localized).
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `titleKey` with a role: `Button("Delete", role: .destructive) { … }`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button titled with the string `title` (not localized), with a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button labelled with a title and a symbol: `Button("Delete", systemImage: "trash") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with the string `title` (not localized) and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title and a symbol, with a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// The purpose of a button, which changes how it looks: built-in styles draw a destructive
/// button in red; a cancel button looks like any other outside alerts and menus.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// An action that deletes data: built-in styles draw the button in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// An action that cancels; learn draws it as any other button, in alerts too.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A node that can be tapped: lays out its label and runs its action.
struct ButtonBehavior: ControlBehavior, TappableBehavior {
    static let kind = "button"
    let action: () -> Void
    let label: LabelNodes
    var isEnabled = true

    var traceLabel: String { "Button" }

    /// The label's text, without what the style adds around it.
    func label(of node: ViewNode) -> String {
        label.nodes.isEmpty ? node.visibleText : label.text
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
