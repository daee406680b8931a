import Foundation

extension View {
    /// Animates the modifiers applied in `body` with `animation`, while the view they are applied
    /// to keeps the transaction it gets from outside (Apple: "the animation will only be used on
    /// the modifiers defined in the body").
    ///
    /// ```swift
    /// Card(isActive: isActive)
    ///     .animation(.easeInOut) { content in content.opacity(isActive ? 1 : 0) }
    /// ```
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedAnimationView(animation: animation, content: self, modified: body(PlaceholderContentView()))
    }
}

/// The body of `animation(_:body:)` with the view it was given.
public struct _ScopedAnimationView<Content: View, Modified: View>: _PrimitiveView {
    let animation: Animation?
    let content: Content
    let modified: Modified

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var inputs = inputs
        let content = view.content
        // The content gets back the transaction from outside the scoped animation.
        inputs.modifierContents[ObjectIdentifier(PlaceholderContentView<Content>.self)] = { inputs in
            _ViewOutputs(nodes: Content._makeView(content, inputs: inputs.child(.content)).nodes.map {
                ViewNode(_AnimationScopeEnd(), children: [$0], inputs: inputs)
            })
        }
        inputs.graph.hasTransactionModifiers = true
        return _ViewOutputs(nodes: Modified._makeView(view.modified, inputs: inputs).nodes.map {
            ViewNode(_AnimationScopeStart(animation: view.animation), children: [$0], inputs: inputs)
        })
    }
}

/// Where a scoped animation begins: the transaction inside has its animation, and the one from
/// outside is kept for the content.
struct _AnimationScopeStart: TransactionModifier, PassThroughLayout {
    let animation: Animation?

    var traceLabel: String { ".animation(\(animation.map(String.init(describing:)) ?? "nil")) { … }" }

    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction]) {
        scopes.append(transaction)
        guard !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }
}

/// Where a scoped animation's content begins: back to the transaction from outside.
struct _AnimationScopeEnd: TransactionModifier, PassThroughLayout {
    var traceLabel: String { "content" }

    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction]) {
        if let outside = scopes.popLast() { transaction = outside }
    }
}
