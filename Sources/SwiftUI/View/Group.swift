/// Groups views without laying them out: its children join the enclosing container,
/// and a modifier applied to the group applies to each child.
public struct Group<Content: View>: _PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups the views of `content`: they stay separate views in the parent's layout, and a modifier on the group applies to each.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        Content._makeView(view.content, inputs: inputs)
    }

    public static func _viewList(_ view: Self) -> _ViewList { viewList(of: view.content) }
}
