import Foundation

/// A control that turns an option on or off.
///
/// As on iOS, the label is on the leading side, the switch on the trailing side, and the toggle
/// takes the whole proposed width: the label is offered all of it but the switch and 8 points of
/// spacing, so it wraps only when it must. The switch (51×31 points on iOS) is drawn as `[○   ]`
/// when off and `[   ●]` when on, in green or the `tint(_:)`: six cells by one line, 48×16 points.
///
/// ```swift
/// Toggle("Default Color", isOn: $useDefaultColor)   // host.toggle("Default Color")
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle with any view as its label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style (`toggleStyle(_:)`, the switch unless set) draws it.
    public var body: some View {
        // Reading the value here makes this body run again when it changes, whatever the style.
        let _ = isOn.wrappedValue
        let label = label
        StyledToggle(style: style, configuration: ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label { makeNodes(of: label, inputs: $0) },
            isOn: isOn
        ))
    }

    /// A style other than the switch may draw anything: the label is kept apart too, so that
    /// the toggle is found by it.
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let drawsSwitch = inputs.environment.toggleStyle.drawsSwitch
        return makeControl(view, behavior: ToggleBehavior(isOn: view.isOn), hiddenLabel: drawsSwitch && !inputs.hidesLabels ? nil : view.label, inputs: inputs)
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a string label (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The node of a toggle: `host.toggle(_:)` flips its value.
struct ToggleBehavior: ControlBehavior {
    static let kind = "toggle"
    let isOn: Binding<Bool>
    var isEnabled = true

    var traceLabel: String { "Toggle" }

    func toggle() {
        isOn.wrappedValue.toggle()
    }
}
