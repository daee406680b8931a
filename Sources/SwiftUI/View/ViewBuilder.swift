/// Builds views from closures: `if`/`else`, `if let`, `switch`, optional content and any number of children.
///
/// `buildExpression` keeps type-checking fast (Swift type-checks result builders that declare
/// it one statement at a time), which is the REPL's latency.
@resultBuilder
public enum ViewBuilder {
    /// A view written in the builder, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty builder: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, as a `TupleView` whose views are the parent's children.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { inputs in
            var nodes: [ViewNode] = []
            var position = 0
            for child in repeat each content {
                nodes += makeNodes(of: child, inputs: inputs.child(.tupleChild(position)))
                position += 1
            }
            return nodes
        } makeList: {
            var lists: [_ViewList] = []
            var position = 0
            for child in repeat each content {
                lists.append(viewList(of: child).appending(.tupleChild(position)))
                position += 1
            }
            return _ViewList(concatenating: lists)
        }
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

func makeNodes<V: View>(of view: V, inputs: _ViewInputs) -> [ViewNode] {
    V._makeView(view, inputs: inputs).nodes
}
