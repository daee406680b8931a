import Foundation

/// An interpolating spring animation: what `.interpolatingSpring` makes.
///
/// Unlike a persistent `spring`, it does not take over from a running animation: SwiftUI documents
/// that it "preserves velocity across overlapping animations by adding the effects of each
/// animation", so `shouldMerge` keeps its default of false and the engine runs both, adding them up.
struct InterpolatingSpringAnimation: CustomAnimation {
    let spring: Spring
    /// The initial velocity as a fraction of the change per second: 1 moves at the whole change
    /// per second.
    let initialVelocity: Double

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[SpringAnimationState<V>.self]
        state.initialVelocity = value.scaled(by: initialVelocity)
        let settling = state.settlingDuration(of: spring, for: value)
        context.state[SpringAnimationState<V>.self] = state
        guard time < settling else { return nil }
        return spring.value(target: value, initialVelocity: state.initialVelocity, time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let start = value.scaled(by: initialVelocity)
        let settling = spring.settlingDuration(target: value, initialVelocity: start, epsilon: SpringAnimation.settlingEpsilon)
        guard time < settling else { return nil }
        return spring.velocity(target: value, initialVelocity: start, time: time)
    }
}

extension Animation {
    /// An interpolating spring with a duration of 0.5 seconds and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring animation from a spring's mass, stiffness and damping.
    ///
    /// - Parameter initialVelocity: The initial velocity, as a fraction of the change per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        // Overdamping is allowed: the coefficients are the caller's own physics.
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation from a perceptual duration and a bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation that follows `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }
}
