import Foundation

/// An animation that starts `delay` seconds late: what `Animation.delay(_:)` makes.
///
/// Until the delay has passed nothing moves (it covers none of the change); then it is `base`, with
/// time counted from the end of the delay.
struct DelayAnimation: CustomAnimation {
    let base: Animation
    let delay: TimeInterval

    init(base: Animation, delay: TimeInterval) {
        self.base = base
        // A negative delay would start the base part-way through; an infinite one would never
        // start it. Both are taken as no delay.
        self.delay = delay.validDuration
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !time.isNaN else { return nil }
        guard time >= delay else { return value.scaled(by: 0) }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !time.isNaN else { return nil }
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }
}

extension Animation {
    /// Delays the start of the animation by `delay` seconds; before that the value does not move.
    ///
    /// A negative or infinite delay is taken as no delay.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }
}
