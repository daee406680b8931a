import Foundation

extension Gesture {
    /// Runs `action` with the gesture's last value when it ends (not when it fails or is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}

/// A gesture that reports its end: `onEnded(_:)`.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let action: (Value) -> Void

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(Base._makeRecognizer(gesture.base, inputs: inputs), action: gesture.action)
    }

    final class Recognizer: WrappingRecognizer<Value> {
        let action: (Value) -> Void

        init(_ inner: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
            self.action = action
            super.init(inner)
        }

        override func deliver() {
            super.deliver()
            if case .ended(let value) = phase { action(value) }
        }
    }
}
