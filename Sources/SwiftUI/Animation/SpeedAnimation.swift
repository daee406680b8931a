import Foundation

/// An animation played `speed` times as fast: what `Animation.speed(_:)` makes.
///
/// SwiftUI documents that the speed divides the duration: a one-second animation at speed 2 takes
/// half a second. Its documentation says nothing of a speed of 0, which would stretch the
/// animation for ever, nor of a negative speed, which would run it backwards from its start and
/// never end; both, and a speed that is not finite, finish at once here: the value changes
/// without animation.
struct SpeedAnimation: CustomAnimation {
    let base: Animation
    let speed: Double

    private var finishesAtOnce: Bool { !(speed.isFinite && speed > 0) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !finishesAtOnce else { return nil }
        return base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !finishesAtOnce else { return nil }
        // The base's rate of change per second of its own time, times its seconds per ours.
        return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }
}

extension Animation {
    /// Plays the animation `speed` times as fast, which divides its duration by `speed`.
    ///
    /// A speed of 0 or less, or one that is not finite, makes the change happen at once.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }
}
