import Foundation

/// A control with a value that a host can set or step: a slider or a stepper.
/// Each method returns why it could not make the change, or `nil` when it made it.
protocol AdjustableBehavior: ControlBehavior {
    /// Sets the value, clamped to the control's range (and snapped to a slider's step).
    func setValue(_ value: Double) -> String?
    /// Moves the value one step up, as the stepper's "+" does.
    func increment() -> String?
    /// Moves the value one step down, as the stepper's "−" does.
    func decrement() -> String?
}

extension AdjustableBehavior {
    /// Makes a change between `onEditingChanged(true)` and `onEditingChanged(false)`, as a press
    /// or a drag does.
    func editing(_ onEditingChanged: (Bool) -> Void, _ change: () -> Void) {
        onEditingChanged(true)
        change()
        onEditingChanged(false)
    }
}
