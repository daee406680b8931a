import Foundation

/// A value a gesture updates while it runs (`updating(_:body:)`), which goes back to its
/// initial value when the gesture ends or is cancelled.
///
/// As Apple documents, the reset happens with the state's reset transaction, so an
/// animation on it animates the view back. Views that read it update as with `@State`; the
/// view cannot set it itself.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let reset: (Value, inout Transaction) -> Void

    /// A gesture state starting at `wrappedValue`, reset without animation (an empty transaction).
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// The same as `init(wrappedValue:)`, under SwiftUI's older label.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state whose reset to `wrappedValue` happens in `resetTransaction` (give it an animation to animate back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// The same as `init(wrappedValue:resetTransaction:)`, under SwiftUI's older label.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state whose reset runs `reset` with the value it leaves and the transaction
    /// to change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initialValue: wrappedValue)
        self.reset = reset
    }

    /// The same as `init(wrappedValue:reset:)`, under SwiftUI's older label.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: what the `updating` body last set, or the initial value when no gesture runs.
    public var wrappedValue: Value { location.value }

    /// The state itself, for `updating($offset)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value as the gesture runs, in the transaction the `updating` body chose.
    func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Goes back to the initial value, in the reset transaction.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(location.untrackedValue, &transaction)
        set(location.initialValue, in: transaction)
    }

    var currentValue: Value { location.untrackedValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// An optional gesture state starting at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// An optional gesture state starting at `nil`, whose reset runs `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        State(wrappedValue: location.initialValue).install(in: record, key: key, name: name)
        let box = record.storage[key] as? StateBox<Value>
        location.box = box
    }
}

extension Gesture {
    /// Updates `state` while the gesture runs: `body` gets the gesture's value, the state's
    /// current value to change, and the transaction the change is made in. The state goes
    /// back to its initial value when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates a `GestureState` while it runs: `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The wrapped gesture's value, unchanged.
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(Base._makeRecognizer(gesture.base, inputs: inputs), gesture: gesture)
    }

    final class Recognizer: WrappingRecognizer<Value> {
        let gesture: GestureStateGesture
        private var isUpdated = false

        init(_ inner: _GestureRecognizer<Value>, gesture: GestureStateGesture) {
            self.gesture = gesture
            super.init(inner)
        }

        override func deliver() {
            if case .active(let value) = phase {
                var state = gesture.state.currentValue
                var transaction = Transaction()
                gesture.body(value, &state, &transaction)
                gesture.state.set(state, in: transaction)
                isUpdated = true
            }
            super.deliver()
            if phase.isEnded { cancel() }
        }

        override func cancel() {
            super.cancel()
            guard isUpdated else { return }
            isUpdated = false
            gesture.state.resetToInitialValue()
        }
    }
}
