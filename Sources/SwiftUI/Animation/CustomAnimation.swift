import Foundation

/// A way a value changes over time: a timing curve, a spring, or one of your own.
///
/// An animation is asked for the part of `value` (the whole change, from the old value to the
/// new) that has been covered at `time` seconds after it began; it answers `nil` once it has
/// finished, and the new value is then shown as it is.
public protocol CustomAnimation: Hashable {
    /// The part of `value` covered `time` seconds into the animation, or `nil` once it has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The rate of change at `time`, or `nil` when the animation does not know it.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation takes over from `previous`, which is still running on the same
    /// value; when it does not, both run and their results add up.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity by default: a new animation on the same property starts from rest.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// No merging by default: a new animation is added to the running one, as SwiftUI does.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// What a running animation keeps from one frame to the next.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation stores for itself, by key.
    public var state: AnimationState<Value>
    /// Set by an animation when it has reached its end logically, though it may still be moving
    /// (a spring settling): a completion that waits for logical completion then runs.
    public var isLogicallyComplete: Bool

    /// A context with `state` and whether the animation is already logically complete.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }
}

/// A key for a value an animation keeps in `AnimationState`.
public protocol AnimationStateKey {
    /// The type of the value stored under the key.
    associatedtype Value
    /// The value read before the animation stores one.
    static var defaultValue: Value { get }
}

/// The storage of a running animation's own values.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Empty state: every key reads its default value.
    public init() {}

    /// The value stored under `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
