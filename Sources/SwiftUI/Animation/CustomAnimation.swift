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
    /// `nil`: the animation does not say its velocity, so an animation that takes over from it
    /// (through `shouldMerge`) has none to carry on. (The runtime's springs ask only a spring they replace.)
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Never takes over: the two animations run together and their results add up.
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

    /// A context with `state` kept so far, not yet logically complete.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }
}

/// A key for a value an animation keeps in `AnimationState`.
public protocol AnimationStateKey {
    /// The type of the value kept under this key.
    associatedtype Value
    /// The value before the animation stores one.
    static var defaultValue: Value { get }
}

/// The storage of a running animation's own values.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Storage with no values yet: every key reads its default.
    public init() {}

    /// The value kept under `key`, or its default; set it to keep one.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
