import Foundation

/// The view that a closure given a view is handed (`animation(_:body:)`'s body, a
/// `Transition`'s, a `phaseAnimator`'s content): it stands for the view that the closure's
/// modifiers apply to.
public struct PlaceholderContentView<Value>: _PrimitiveView {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        guard let content = inputs.modifierContents[ObjectIdentifier(Self.self)] else { return .empty }
        return content(inputs)
    }
}

/// `modified`, a view built around `PlaceholderContentView<Value>`, with `content` in the
/// placeholder's place.
public struct _PlaceholderFilled<Value, Content: View, Modified: View>: _PrimitiveView {
    let content: Content
    let modified: Modified

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var inputs = inputs
        let content = view.content
        inputs.modifierContents[ObjectIdentifier(PlaceholderContentView<Value>.self)] = { Content._makeView(content, inputs: $0.child(.content)) }
        return Modified._makeView(view.modified, inputs: inputs)
    }
}
