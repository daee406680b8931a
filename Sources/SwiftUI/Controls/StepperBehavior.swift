import Foundation

/// What a stepper's buttons do, whatever the type of its value: step a bound value, or run the
/// learner's own actions.
struct StepperActions {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether each button can act now (a bound value at its bound cannot go further).
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    /// Sets a numeric value, clamped to the bounds; `nil` for steppers with actions or values
    /// that are not numbers. Returns why it could not, or `nil`.
    let setValue: ((Double) -> String?)?

    init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
        setValue = nil
    }

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        func clamped(_ candidate: V) -> V {
            guard let bounds else { return candidate }
            return min(bounds.upperBound, max(bounds.lowerBound, candidate))
        }
        increment = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
        decrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
        self.onEditingChanged = onEditingChanged
        canIncrement = { bounds.map { value.wrappedValue < $0.upperBound } ?? true }
        canDecrement = { bounds.map { value.wrappedValue > $0.lowerBound } ?? true }
        setValue = { number in
            guard let converted = Self.value(number, as: V.self) else {
                return "the stepper's value is a \(V.self), which cannot be set from \(number); use increment(_:) or decrement(_:)."
            }
            value.wrappedValue = clamped(converted)
            return nil
        }
    }

    /// `number` as a value of type `V`, for integer and floating-point values (integers rounded).
    private static func value<V>(_ number: Double, as type: V.Type) -> V? {
        guard number.isFinite else { return nil }
        if let integer = V.self as? any BinaryInteger.Type { return Self.integer(number, integer) as? V }
        if let floating = V.self as? any BinaryFloatingPoint.Type { return Self.floating(number, floating) as? V }
        return nil
    }

    private static func integer<I: BinaryInteger>(_ number: Double, _ type: I.Type) -> I? {
        I(exactly: number.rounded())
    }

    private static func floating<F: BinaryFloatingPoint>(_ number: Double, _ type: F.Type) -> F {
        F(number)
    }
}

/// The node of a stepper (see `Stepper` for what a host can do with it).
struct StepperBehavior: AdjustableBehavior {
    static let kind = "stepper"
    let actions: StepperActions
    var isEnabled = true

    var traceLabel: String { "Stepper" }

    func setValue(_ value: Double) -> String? {
        guard let setValue = actions.setValue else {
            return "the stepper has no value to set (it runs onIncrement and onDecrement); use increment(_:) or decrement(_:)."
        }
        // Setting a value presses no button, so `onEditingChanged` is not called.
        return setValue(value)
    }

    func increment() -> String? {
        guard let increment = actions.increment, actions.canIncrement() else { return "the stepper's \"+\" is disabled." }
        editing(actions.onEditingChanged, increment)
        return nil
    }

    func decrement() -> String? {
        guard let decrement = actions.decrement, actions.canDecrement() else { return "the stepper's \"−\" is disabled." }
        editing(actions.onEditingChanged, decrement)
        return nil
    }
}
