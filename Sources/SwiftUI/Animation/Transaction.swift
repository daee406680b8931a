import Foundation

/// The context of one state change: above all, the animation it is applied with.
///
/// Every change of state happens in a transaction. `withAnimation` and `withTransaction` set it
/// for the changes made in their closure; `.animation(_:value:)` and `.transaction(_:)` change it
/// for the views inside them. Each animatable value that changes in the update is animated with
/// the transaction that reaches it.
public struct Transaction {
    /// The animation that changes in this transaction are applied with; `nil` for none.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers inside should leave this transaction's animation alone.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag) rather than a single one.
    public var isContinuous = false
    /// Whether the change's velocity is tracked, so that a later spring starts with it.
    public var tracksVelocity = false
    /// Values of your own, by key.
    private var values: [ObjectIdentifier: Any] = [:]
    /// What runs when the animations of this transaction complete.
    var completions: [AnimationCompletion] = []

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` when every animation started by this transaction has completed (by
    /// `criteria`); at once, after the update, when nothing animates.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The transaction of the `withTransaction` or `withAnimation` being run; state changes are
    /// applied with it.
    nonisolated(unsafe) static var current = Transaction()
}

/// A key for a value of your own in a `Transaction`.
public protocol TransactionKey {
    /// The type of the value stored under the key.
    associatedtype Value
    /// The value a transaction has before one is set.
    static var defaultValue: Value { get }
}

/// When an animation counts as complete for a completion handler.
public struct AnimationCompletionCriteria: Hashable {
    private let waitsForRemoval: Bool
    /// Complete when the animation has reached its end logically (a spring near its target,
    /// though still settling).
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    /// Complete when the animation has stopped entirely.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}

/// A completion handler waiting for the animations of a transaction.
final class AnimationCompletion {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let previous = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = previous }
    return try body()
}

/// Runs `body` with one property of the current transaction set to `value`.
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
