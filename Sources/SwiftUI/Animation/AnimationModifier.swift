import Foundation

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes; other
    /// changes keep the transaction they were made in.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view with `animation`, whatever caused it.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_UnscopedAnimationModifier(animation: animation))
    }

    /// Changes the transaction of every change inside this view with `transform`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}

/// What the deprecated `animation(_:)` makes: every change inside is animated, whatever its
/// transaction, unless the transaction disables animations.
public struct _UnscopedAnimationModifier: TransactionModifier, TransactionModifierNode {
    let animation: Animation?

    var traceLabel: String { ".animation(\(animation.map(String.init(describing:)) ?? "nil"))" }

    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction]) {
        guard !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }
}

/// Sets the animation of the transaction inside when its value has changed in this update,
/// unless the transaction disables animations (`withTransaction(\.disablesAnimations, true)`).
public struct _AnimationModifier<Value: Equatable>: TransactionModifier, TransactionModifierNode {
    let animation: Animation?
    let value: Value

    var traceLabel: String { ".animation(\(animation.map(String.init(describing:)) ?? "nil"), value: \(value))" }

    func differs(from previous: any NodeBehavior) -> Bool {
        guard let previous = previous as? Self else { return true }
        return previous.value != value
    }

    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction]) {
        guard valueChanged, !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }
}

/// Applies its closure to the transaction inside.
public struct _TransactionModifier: TransactionModifier, TransactionModifierNode {
    let transform: (inout Transaction) -> Void

    var traceLabel: String { ".transaction(_:)" }

    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction]) {
        transform(&transaction)
    }
}

/// A transaction modifier is a node around each view it applies to; layout passes through it.
protocol TransactionModifierNode: ViewModifier, PassThroughLayout where Body == Never {}

extension TransactionModifierNode {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        inputs.graph.hasTransactionModifiers = true
        return _ViewOutputs(nodes: body(inputs).nodes.map { ViewNode(modifier, children: [$0], inputs: inputs) })
    }
}
