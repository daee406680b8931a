/// A view that draws nothing and takes no space: not even the spacing next to it in a stack.
public struct EmptyView: _PrimitiveView {
    /// A view that draws nothing and takes no space.
    public init() {}
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { .empty }
    public static func _viewList(_ view: Self) -> _ViewList { .empty }
}
