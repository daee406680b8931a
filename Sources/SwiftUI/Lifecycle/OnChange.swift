extension View {
    /// Runs `action` with the old and new value when `value` changes between updates
    /// (and once when the view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` with the new value when `value` changes between updates.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// The older form, which passes only the new value; deprecated since iOS 17, as in SwiftUI.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}

public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, isNew) = inputs.attachment(for: Self.self)
        let new = modifier.value
        if isNew {
            if modifier.initial { inputs.graph.runAfterUpdate { modifier.action(new, new) } }
        } else if let old = (attachment.storage as? LastValue<Value>)?.value, old != new {
            inputs.graph.runAfterUpdate { modifier.action(old, new) }
        }
        attachment.storage = LastValue(value: new)
        return outputs
    }
}

/// The value an `onChange` saw last, kept in a box of its own type: kept as `Any` and cast
/// back, a nil `AnyHashable?` would come back as an `AnyHashable` holding nil.
private struct LastValue<Value> {
    let value: Value
}
