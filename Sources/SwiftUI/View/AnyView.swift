/// A type-erased view.
public struct AnyView: _PrimitiveView {
    let view: any View

    /// Erases `view`'s type; an `AnyView` inside is unwrapped. Changing the wrapped type replaces the view and its state, as SwiftUI does.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Erases `view`'s type, as `init(_:)`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // Erased views of different types are different views, as in SwiftUI.
        func make<V: View>(_ wrapped: V) -> _ViewOutputs {
            V._makeView(wrapped, inputs: inputs.child(.viewType(ObjectIdentifier(V.self))))
        }
        return make(view.view)
    }

    public static func _viewList(_ view: Self) -> _ViewList {
        func list<V: View>(_ wrapped: V) -> _ViewList {
            viewList(of: wrapped).appending(.viewType(ObjectIdentifier(V.self)))
        }
        return list(view.view)
    }
}
