import Foundation

/// How a change is animated: its curve or spring, its duration, delay, speed and repeats.
///
/// `Animation` wraps a `CustomAnimation`; the built-in ones (timing curves, springs) and their
/// modifiers (`delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`) are custom animations too,
/// as on Apple platforms since iOS 17.
public struct Animation: Equatable, CustomStringConvertible {
    let base: any CustomAnimation

    /// Wraps an animation of your own.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Two animations are equal when their curves or springs and their settings are.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// The wrapped animation's value at `time`, or `nil` once it has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The wrapped animation's velocity at `time`, or `nil` when it does not know it.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether the wrapped animation takes over from `previous` on the same value.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The wrapped animation described, e.g. for `print(animation)`.
    public var description: String { String(describing: base) }
}

extension CustomAnimation {
    func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

// Hashable, as SwiftUI's `Animation` is: modifiers such as `delay(_:)` wrap an `Animation` in a
// custom animation, which must be hashable.
extension Animation: Hashable {
    /// Hashes the wrapped animation's type and its settings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}
