/// A view made of several views, as a `@ViewBuilder` block with more than one statement builds.
public struct TupleView<T>: View {
    public var value: T
    let makeChildren: (_ViewInputs) -> [ViewNode]

    init(value: T, makeChildren: @escaping (_ViewInputs) -> [ViewNode]) {
        self.value = value
        self.makeChildren = makeChildren
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeChildren(inputs))
    }
}
