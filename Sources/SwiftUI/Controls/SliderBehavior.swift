import Foundation

/// The node of a slider: `host.setValue(_:for:)` sets its value; `increment` and `decrement`
/// move it by its step, or by a tenth of its range when it has none (as VoiceOver does).
struct SliderBehavior: AdjustableBehavior {
    static let kind = "slider"
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    var isEnabled = true

    var traceLabel: String { "Slider" }

    func setValue(_ newValue: Double) -> String? {
        guard newValue.isFinite else { return "a slider's value must be a finite number, not \(newValue)." }
        editing(onEditingChanged) { value.wrappedValue = adjusted(newValue) }
        return nil
    }

    func increment() -> String? {
        setValue(value.wrappedValue + (step ?? (bounds.upperBound - bounds.lowerBound) / 10))
    }

    func decrement() -> String? {
        setValue(value.wrappedValue - (step ?? (bounds.upperBound - bounds.lowerBound) / 10))
    }

    /// `newValue` snapped to the nearest step counted from the lower bound, within the bounds.
    private func adjusted(_ newValue: Double) -> Double {
        var result = newValue
        if let step, step > 0 {
            result = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
            // A step that does not divide the range cannot reach the upper bound.
            if result > bounds.upperBound { result -= step }
        }
        return min(bounds.upperBound, max(bounds.lowerBound, result))
    }
}
