/// A value that follows where the focus is: which text field is being typed into.
///
/// As Apple documents it, "when focus enters the modified view, the wrapped value of this
/// property updates to match a given prototype value. Similarly, when focus leaves, the wrapped
/// value of this property resets to `nil` or `false`. Setting the property's value
/// programmatically has the reverse effect, causing focus to move to the view associated with
/// the updated value." Bind it to fields with `focused(_:)` (a `Bool`) or
/// `focused(_:equals:)` (an optional value, one per field). Typing into a field
/// (`host.type(_:into:)`) gives it the focus; pressing return (`host.submit(_:)`) takes the
/// focus away before the `onSubmit` actions run, so an action can move it to the next field.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name)
///     .focused($focus, equals: .name)
///     .onSubmit { focus = .email }
/// ```
///
/// Its storage is a `@State`'s: it belongs to the view's identity and starts unfocused.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    /// What the value is while none of the fields bound to it has the focus.
    let unfocusedValue: Value

    /// A state for one field: `true` while it has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocusedValue = false
    }

    /// A state for several fields, each bound with `focused(_:equals:)`: the value of the field
    /// that has the focus, `nil` when none of them has it.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        unfocusedValue = nil
    }

    /// Where the focus is. Setting it moves the focus to the field bound to the new value
    /// (`false` or `nil` takes it away).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take: `$focus`.
    public var projectedValue: Binding {
        Binding(base: state.projectedValue, unfocusedValue: unfocusedValue)
    }

    /// A binding to a focus state, made by `$focus`; a child view can take one as
    /// `@FocusState.Binding var focus: Field?`.
    @propertyWrapper
    public struct Binding {
        let base: SwiftUI.Binding<Value>
        let unfocusedValue: Value

        /// Where the focus is; setting it moves the focus.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself: `$focus` inside a view that took it as `@FocusState.Binding`.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}
