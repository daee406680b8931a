import Foundation

/// How a text field is tied to a `FocusState`: what `focused(_:)` or `focused(_:equals:)`
/// hands the fields inside it through the environment.
struct FocusBinding {
    /// Whether the state says this field has the focus.
    let isFocused: () -> Bool
    /// Sets the state to this field's value, as focus entering the field does.
    let focus: () -> Void
    /// Sets the state back to `false` or `nil` if it names this field, as focus leaving does.
    let resign: () -> Void
}

extension View {
    /// Binds the focus of the text field in this view to a Boolean state.
    ///
    /// Apple: "When focus moves to the view, the binding sets the bound value to `true`. If a
    /// caller sets the value to `true` programmatically, then focus moves to the modified view.
    /// When focus leaves the modified view, the binding sets the value to `false`."
    /// Here a field has the focus once it is typed into (`host.type(_:into:)`, `host.focus(_:)`)
    /// or its state is set, and is drawn in reverse video with colours (see `TerminalHost`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let base = condition.base
        return environment(\.focusBinding, FocusBinding(
            isFocused: { base.wrappedValue },
            focus: { if !base.wrappedValue { base.wrappedValue = true } },
            resign: { if base.wrappedValue { base.wrappedValue = false } }
        ))
    }

    /// Binds the focus of the text field in this view to one value of a state that several
    /// fields share.
    ///
    /// Apple: "When focus moves to the modified view, the binding sets the bound value to the
    /// corresponding match value. If a caller sets the state value programmatically to the
    /// matching value, then focus moves to the modified view. When focus leaves the modified
    /// view, the binding sets the bound value to `nil`."
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let base = binding.base
        let unfocused = binding.unfocusedValue
        return environment(\.focusBinding, FocusBinding(
            isFocused: { base.wrappedValue == value },
            focus: { if base.wrappedValue != value { base.wrappedValue = value } },
            resign: { if base.wrappedValue == value { base.wrappedValue = unfocused } }
        ))
    }
}

private struct FocusBindingKey: EnvironmentKey {
    static let defaultValue: FocusBinding? = nil
}

extension EnvironmentValues {
    /// The focus binding of the innermost `focused` modifier around a view.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

extension ViewNode {
    /// Whether this node is a text field that has the focus: its `FocusState` says so, or,
    /// for a field bound to none, it was the last field typed into.
    var hasFocusAsField: Bool {
        guard let field = behavior as? TextFieldBehavior else { return false }
        if let focus = field.focus { return focus.isFocused() }
        return graph.focusedField == identity
    }
}

extension TerminalHost {
    /// The text field that has the focus, if one has: a field whose focus state names it comes
    /// before one that only was typed into last, as setting a state moves the focus.
    var focusedFieldNode: ViewNode? {
        var bound: ViewNode?
        var typedInto: ViewNode?
        root.forEachNode { node in
            guard node.isShown, let field = node.behavior as? TextFieldBehavior else { return }
            if let focus = field.focus {
                if bound == nil, focus.isFocused() { bound = node }
            } else if typedInto == nil, graph.focusedField == node.identity {
                typedInto = node
            }
        }
        return bound ?? typedInto
    }

    /// Moves the focus to the field of `node` (or away from every field, with `nil`): the
    /// states of the other fields that have it are set back to `false` or `nil`, then the
    /// field's own is set to its value.
    func moveFocus(to node: ViewNode?) {
        root.forEachNode { other in
            guard other !== node, let field = other.behavior as? TextFieldBehavior else { return }
            field.focus?.resign()
        }
        graph.focusedField = node?.identity
        (node?.behavior as? TextFieldBehavior)?.focus?.focus()
    }

    /// Takes the focus away from the field of `node`, as pressing return does.
    func resignFocus(of node: ViewNode) {
        (node.behavior as? TextFieldBehavior)?.focus?.resign()
        if graph.focusedField == node.identity { graph.focusedField = nil }
    }
}
