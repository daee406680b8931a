/// A view made of several views, as a `@ViewBuilder` block with more than one statement builds.
public struct TupleView<T>: _PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let makeChildren: (_ViewInputs) -> [ViewNode]
    /// The children's elements, for a lazy container.
    let makeList: () -> _ViewList

    init(value: T, makeChildren: @escaping (_ViewInputs) -> [ViewNode], makeList: @escaping () -> _ViewList) {
        self.value = value
        self.makeChildren = makeChildren
        self.makeList = makeList
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeChildren(inputs))
    }

    public static func _viewList(_ view: Self) -> _ViewList { view.makeList() }
}
