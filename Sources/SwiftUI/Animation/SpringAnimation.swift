import Foundation

/// A persistent spring animation: what `.spring`, `.interactiveSpring`, `.smooth`, `.snappy` and
/// `.bouncy` make (SwiftUI's own type for it is private).
///
/// It moves the value along `spring` from the start to the whole change and finishes once the
/// spring has settled within `settlingEpsilon`, a settling duration computed once per animation.
///
/// ## Merging
/// SwiftUI documents that a spring "mixed with other `spring()` or `interactiveSpring()`
/// animations on the same property" replaces its predecessor "preserving velocity from one
/// animation to the next"; WWDC23 "Animate with springs" (session 10158) explains that a spring's
/// initial velocity can come from a gesture or from an interrupted animation (as the WWDC Notes
/// summary of the session puts it). So `shouldMerge` answers true when `previous` is a spring, and
/// it puts the previous spring's current velocity into the context's state. An engine merges so:
///
/// 1. A new transaction animates a property on which `previous` still runs, started `time` ago,
///    with context `context`. The engine calls
///    `new.shouldMerge(previous:value:time:context: &context)`.
/// 2. When it answers true, the engine drops `previous` and runs `new` from time 0, with the same
///    (now updated) `context`, on the change that remains: the new target minus the value
///    presented at that moment.
/// 3. `new.animate` then starts with the carried velocity (`SpringAnimationState.initialVelocity`).
///
/// An engine that knows a velocity of its own (a gesture's, say) can set
/// `context.springInitialVelocity` before the first frame.
struct SpringAnimation: CustomAnimation {
    let spring: Spring
    /// How long SwiftUI blends the responses of two merging springs. Kept for equality and
    /// description; the new spring takes over at once here.
    let blendDuration: TimeInterval

    /// How close to the target, in the value's own units, the spring must stay to be done.
    static let settlingEpsilon = 0.001

    init(spring: Spring, blendDuration: TimeInterval = 0) {
        self.spring = spring
        self.blendDuration = blendDuration.validDuration
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[SpringAnimationState<V>.self]
        let settling = state.settlingDuration(of: spring, for: value)
        context.state[SpringAnimationState<V>.self] = state
        guard time < settling else { return nil }
        return spring.value(target: value, initialVelocity: state.initialVelocity, time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        var state = context.state[SpringAnimationState<V>.self]
        guard time < state.settlingDuration(of: spring, for: value) else { return nil }
        return spring.velocity(target: value, initialVelocity: state.initialVelocity, time: time)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard previous.base is SpringAnimation else { return false }
        let old = context.state[SpringAnimationState<V>.self]
        // The previous spring's velocity now, from the change it was animating.
        let velocity = old.value.flatMap { previous.velocity(value: $0, time: time, context: context) } ?? .zero
        context.state[SpringAnimationState<V>.self] = SpringAnimationState(initialVelocity: velocity)
        return true
    }
}

/// What a running spring animation keeps in its context: the velocity it started with, and the
/// change it animates with its settling duration, computed once.
struct SpringAnimationState<Value: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: SpringAnimationState<Value> { SpringAnimationState() }

    /// The velocity at time 0, in the value's units per second: carried over from a merged spring.
    var initialVelocity: Value = .zero
    /// The change last animated, which a merging spring needs to find this one's velocity.
    var value: Value?
    private var settling: TimeInterval?

    init(initialVelocity: Value = .zero) {
        self.initialVelocity = initialVelocity
    }

    /// The settling duration of `spring` for `value`, computed again only when the value changes.
    mutating func settlingDuration(of spring: Spring, for value: Value) -> TimeInterval {
        if let settling, self.value == value { return settling }
        let duration = spring.settlingDuration(target: value, initialVelocity: initialVelocity, epsilon: SpringAnimation.settlingEpsilon)
        self.value = value
        settling = duration
        return duration
    }
}

extension AnimationContext {
    /// The velocity a spring animation in this context starts with.
    var springInitialVelocity: Value {
        get { state[SpringAnimationState<Value>.self].initialVelocity }
        set { state[SpringAnimationState<Value>.self] = SpringAnimationState(initialVelocity: newValue) }
    }
}

extension Animation {
    /// A persistent spring with a duration of 0.5 seconds and no bounce: `spring(duration:bounce:)`
    /// with its default values.
    public static var spring: Animation { spring() }

    /// A persistent spring animation. Mixed with other `spring` or `interactiveSpring` animations
    /// on the same property, each is replaced by its successor, which keeps the velocity.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which sets the pace of the spring.
    ///   - bounce: How bouncy the spring is, from −1 (overdamped) through 0 (no bounce) to 1.
    ///   - blendDuration: How long to blend from a previous spring's duration.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation described by its response and damping fraction.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds; 0 asks
    ///     for an infinitely stiff spring.
    ///   - dampingFraction: The drag, as a fraction of the amount needed for critical damping.
    ///   - blendDuration: How long to blend from a previous spring's response.
    /// Disfavoured so that `.spring()` picks `spring(duration:bounce:blendDuration:)`, the default
    /// spring since iOS 17.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation that follows `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A spring with a short response, for driving interactive animations.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring with a short response, for driving interactive animations: response 0.15, damping
    /// fraction 0.86 and blend duration 0.25 by default.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration, for driving interactive animations.
    ///
    /// Its base bounce is 0.14, the bounce of the damping fraction 0.86 that
    /// `interactiveSpring(response:dampingFraction:blendDuration:)` uses, so that both forms make
    /// the same spring by default.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.14 + extraBounce), blendDuration: blendDuration)
    }

    /// A smooth spring animation with a duration of 0.5 seconds and no bounce.
    public static var smooth: Animation { smooth() }

    /// A smooth spring animation with no bounce, which `extraBounce` adds to.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a small bounce (0.15) that feels snappy, and a duration of 0.5
    /// seconds.
    public static var snappy: Animation { snappy() }

    /// A spring animation with a small bounce (0.15), which `extraBounce` adds to.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a higher bounce (0.3), and a duration of 0.5 seconds.
    public static var bouncy: Animation { bouncy() }

    /// A spring animation with a higher bounce (0.3), which `extraBounce` adds to.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
