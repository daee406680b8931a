/// A modifier that you apply to a view, producing a different version of it.
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body

    /// Creates the nodes of `body` applied to the content that `body` produces. Primitive
    /// modifiers implement it; custom modifiers use the default, which evaluates `body(content:)`.
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs
}

extension ViewModifier {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.modifierContents[ObjectIdentifier(Self.self)] = body
        return inputs.graph.makeModifier(modifier, inputs: inputs)
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a custom modifier's `body(content:)` wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        guard let content = inputs.modifierContents[ObjectIdentifier(Modifier.self)] else { return .empty }
        return content(inputs)
    }
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// `content` with `modifier` applied: what `view.modifier(_:)` returns.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.content
        return Modifier._makeView(modifier: view.modifier, inputs: inputs) { Content._makeView(content, inputs: $0.child(.content)) }
    }

    /// The content's elements, each with the modifier applied to it on its own, as the
    /// modifier applies to each view of a group.
    public static func _viewList(_ view: Self) -> _ViewList {
        let modifier = view.modifier
        return viewList(of: view.content).mapElements { element in
            var modified = element
            let make = element.make
            modified.make = { inputs in
                // The element's id keeps each element's modifier apart (a modifier with state).
                Modifier._makeView(modifier: modifier, inputs: inputs.child(.element(element.id))) {
                    _ViewOutputs(nodes: make($0.child(.content)))
                }.nodes
            }
            return modified
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        Modifier._makeView(modifier: modifier.modifier, inputs: inputs) { inner in
            Content._makeView(modifier: modifier.content, inputs: inner, body: body)
        }
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines two modifiers into one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
