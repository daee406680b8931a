import Foundation

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
}

/// A gesture that reports its changes: `onChanged(_:)`.
public struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let action: (Value) -> Void

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(Base._makeRecognizer(gesture.base, inputs: inputs), action: gesture.action)
    }

    final class Recognizer: WrappingRecognizer<Value> {
        let action: (Value) -> Void
        private var lastValue: Value?

        init(_ inner: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
            self.action = action
            super.init(inner)
        }

        override func deliver() {
            super.deliver()
            // Only a change is reported, as SwiftUI's name says; the end goes to onEnded.
            if case .active(let value) = phase, value != lastValue {
                lastValue = value
                action(value)
            }
        }
    }
}
