/// The view an `if`/`else` or `switch` in a `@ViewBuilder` produces: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeView(content, inputs: inputs.child(.branch(true)))
        case .falseContent(let content): FalseContent._makeView(content, inputs: inputs.child(.branch(false)))
        }
    }

    public static func _viewList(_ view: Self) -> _ViewList {
        switch view.storage {
        case .trueContent(let content): viewList(of: content).appending(.branch(true))
        case .falseContent(let content): viewList(of: content).appending(.branch(false))
        }
    }
}

/// An `if` without `else` produces an optional view: nothing when the condition is false.
extension Optional: View, _PrimitiveView where Wrapped: View {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        guard let view else { return .empty }
        return Wrapped._makeView(view, inputs: inputs)
    }

    public static func _viewList(_ view: Self) -> _ViewList {
        view.map { viewList(of: $0) } ?? .empty
    }
}
