import Foundation

/// A control that moves a value up and down by a step.
///
/// As on iOS, the label is on the leading side, the buttons on the trailing side, and the stepper
/// takes the whole proposed width (the label is offered all of it but the buttons and 8 points).
/// The buttons (94×32 points on iOS) are drawn as `[−|+]`, five cells by one line (40×16 points);
/// a button that cannot act, at a bound or without an action, is drawn in gray.
///
/// A host sets the value with `host.setValue(3, for: "Count")` (clamped to the range) and presses
/// the buttons with `host.increment("Count")` and `host.decrement("Count")`.
public struct Stepper<Label: View>: View {
    let label: Label
    let actions: StepperActions

    public var body: some View {
        // Reading the value here makes this body run again when it changes.
        let (canDecrement, canIncrement) = (actions.canDecrement(), actions.canIncrement())
        HStack {
            ControlLabel(label)
            Glyph([
                Glyph.Run(text: "[", color: Color.gray),
                Glyph.Run(text: "−", color: canDecrement ? nil : Color.gray),
                Glyph.Run(text: "|", color: Color.gray),
                Glyph.Run(text: "+", color: canIncrement ? nil : Color.gray),
                Glyph.Run(text: "]", color: Color.gray),
            ])
        }
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        makeControl(view, behavior: StepperBehavior(actions: view.actions), hiddenLabel: inputs.hidesLabels ? view.label : nil, inputs: inputs)
    }

    /// A stepper that runs your actions; a `nil` action leaves its button disabled.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        actions = StepperActions(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that changes `value` by `step`, staying within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        actions = StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper that changes `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        actions = StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` that runs your actions; a `nil` action leaves its button gray.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` that changes `value` by `step`, staying within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with the string `title` (not localized) that changes `value` by `step`,
    /// staying within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `titleKey` that changes `value` by `step`, without bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with the string `title` (not localized) that changes `value` by `step`,
    /// without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
