import Foundation

extension Gesture {
    /// The same gesture, reporting `transform` of its value.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }
}

/// A gesture whose value is changed by a function: `map(_:)`.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never
    let base: Base
    let transform: (Base.Value) -> Value

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(Base._makeRecognizer(gesture.base, inputs: inputs), transform: gesture.transform)
    }

    final class Recognizer: _GestureRecognizer<Value> {
        let inner: _GestureRecognizer<Base.Value>
        let transform: (Base.Value) -> Value

        init(_ inner: _GestureRecognizer<Base.Value>, transform: @escaping (Base.Value) -> Value) {
            self.inner = inner
            self.transform = transform
        }

        override func receive(_ event: GestureEvent) {
            inner.receive(event)
            phase = inner.phase.map(transform)
        }

        override func deliver() { inner.deliverCurrent() }
        override func cancel() { inner.cancel() }
    }
}
