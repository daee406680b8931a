import Foundation

/// A representation of a spring's motion: a mass on a damped spring, pulled from 0 towards a
/// target.
///
/// Use it to convert between the ways of describing a spring (duration and bounce, response and
/// damping ratio, mass, stiffness and damping) and to ask where a spring is at a given time:
///
///     let spring = Spring(duration: 0.5, bounce: 0.3)
///     (spring.mass, spring.stiffness, spring.damping)   // (1.0, 157.9, 17.6)
///     spring.value(target: 1.0, time: 0.25)
///
/// Its motion is the exact solution of m·x″ + c·x′ + k·(x − target) = 0 from x = 0, for an
/// underdamped (bounce > 0), critically damped (bounce = 0) or overdamped (bounce < 0) spring.
public struct Spring: Hashable, Sendable {
    // A spring is kept as response, damping ratio and mass; every other description derives
    // from them: stiffness = m·(2π / response)², damping = 4π·ζ·m / response.

    /// The time of one oscillation of the spring without damping, in seconds; 0 is a spring
    /// infinitely stiff, which is at its target at once.
    public let response: Double
    /// The damping as a fraction of critical damping: below 1 it bounces, 1 is critically damped,
    /// above 1 it is overdamped.
    public let dampingRatio: Double
    /// The mass attached to the spring.
    public let mass: Double

    /// The largest damping ratio kept, so a bounce of −1 (infinite damping, a spring that never
    /// moves) stays a finite, very slow spring.
    static let maximumDampingRatio = 1e6

    /// How long an animation may run on a spring that never settles.
    ///
    /// An undamped spring (`bounce` 1, or a damping of 0) oscillates for ever, and one with almost
    /// no damping for minutes; an animation must end, so their settling durations are capped here.
    /// Half a minute is far longer than any spring an interface uses (a damping ratio of 0.02 at
    /// the default response of 0.5 s settles in about 27 s) and short enough for a lesson.
    static let maximumSettlingDuration: TimeInterval = 30

    private init(validResponse response: Double, dampingRatio: Double, mass: Double) {
        // A response that is zero, negative or not finite is the infinitely stiff spring that
        // SwiftUI documents for a response of zero: the value is at its target at once.
        self.response = response.isFinite && response > 0 ? response : 0
        // A negative ratio would make the spring gain energy for ever; it is taken as no damping.
        self.dampingRatio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), Self.maximumDampingRatio)
        self.mass = mass.isFinite && mass > 0 ? mass : 1
    }

    /// Creates a spring from a response, in seconds, and a damping ratio, with a mass of 1.
    ///
    /// A response of 0 or less is an infinitely stiff spring; a negative damping ratio is taken
    /// as 0.
    public init(response: Double, dampingRatio: Double) {
        self.init(validResponse: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// Creates a spring from its perceptual duration and how bouncy it is.
    ///
    /// `duration` sets the pace of the spring; it is the spring's response. `bounce` runs from −1
    /// to 1 (and is clamped to that range): 0 is critically damped, positive values bounce more,
    /// up to 1 which is undamped, and negative values are overdamped. A bounce b ≥ 0 is a damping
    /// ratio of 1 − b, a negative one a ratio of 1 / (1 + b).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(validResponse: duration, dampingRatio: ratio, mass: 1)
    }

    /// Creates a spring from its physical coefficients.
    ///
    /// When `allowOverDamping` is false, a damping above the critical one is taken as critical, as
    /// SwiftUI does. A mass or stiffness of 0 or less makes an infinitely stiff spring; a negative
    /// damping is taken as 0.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0 else {
            self.init(validResponse: 0, dampingRatio: 1, mass: mass)
            return
        }
        // ω₀ = √(k/m), response = 2π/ω₀; ζ = c / (2√(k·m)).
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        var ratio = damping / (2 * (stiffness * mass).squareRoot())
        if !allowOverDamping { ratio = min(ratio, 1) }
        self.init(validResponse: response, dampingRatio: ratio, mass: mass)
    }

    /// Creates a spring that settles in about `settlingDuration` seconds with the given damping
    /// ratio: settled meaning that it stays within `epsilon` of a target of 1, from rest.
    ///
    /// Every time of a spring's motion scales with its response, so the response is the wanted
    /// settling duration divided by the settling duration of the same spring with a response of 1.
    /// An undamped spring never settles; its response is then `settlingDuration` itself.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.uncappedSettlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let response = unitSettling.isFinite && unitSettling > 0 ? settlingDuration / unitSettling : settlingDuration
        self.init(validResponse: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// The perceptual duration of the spring: its response. It is about the time the spring takes
    /// to settle, or for a very bouncy spring the period of its oscillation.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is, from −1 to 1: 0 is critically damped, 1 undamped, and negative
    /// values overdamped.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The spring constant k: m·(2π / response)². Infinite for an infinitely stiff spring.
    public var stiffness: Double {
        guard response > 0 else { return .infinity }
        let angularFrequency = 2 * Double.pi / response
        return mass * angularFrequency * angularFrequency
    }

    /// The damping coefficient c: 4π·ζ·m / response. Infinite for an infinitely stiff spring.
    public var damping: Double {
        guard response > 0 else { return .infinity }
        return 4 * Double.pi * dampingRatio * mass / response
    }

    /// How long the spring takes to come to rest for a target of 1, from rest, within 0.001, as
    /// SwiftUI documents it.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    // MARK: Motion

    /// The spring's position, moving from 0 towards `target`, `time` seconds after it started with
    /// `initialVelocity`. A time that is negative or not a number is the start.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        guard let motion = motion(at: time) else { return time > 0 ? target : .zero }
        // Displacement from the target is linear in its start values (−target and the velocity):
        // x(t) = target·(1 − P(t)) + v₀·Q(t).
        return target.scaled(by: 1 - motion.position) + initialVelocity.scaled(by: motion.velocityResponse)
    }

    /// The spring's velocity `time` seconds after it started towards `target` with
    /// `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        guard let motion = motion(at: time) else { return .zero }
        return target.scaled(by: -motion.positionRate) + initialVelocity.scaled(by: motion.velocityResponseRate)
    }

    /// The value between `fromValue` and `toValue` that the spring has reached at `time`, starting
    /// with `initialVelocity`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        let change = toValue.animatableData - fromValue.animatableData
        result.animatableData = fromValue.animatableData
            + value(target: change, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds of the spring pulling towards
    /// `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let change = target - value
        let newValue = value + self.value(target: change, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: change, initialVelocity: velocity, time: deltaTime)
        value = newValue
    }

    /// The estimated time after which the spring stays within `epsilon` of `target`, when it starts
    /// at 0 with `initialVelocity`. It is never more than 30 seconds: a spring with no damping never
    /// comes to rest, and an animation on it must still end.
    ///
    /// The estimate bounds the distance to the target by the envelope of the motion, so the spring
    /// is settled from then on, not just passing through the target.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let duration = uncappedSettlingDuration(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
        return min(duration, Self.maximumSettlingDuration)
    }

    // MARK: Presets

    /// A smooth spring with no bounce and a duration of 0.5 seconds.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with no bounce, which `extraBounce` adds to.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A spring with a small bounce (0.15) that feels snappy, and a duration of 0.5 seconds.
    public static var snappy: Spring { snappy() }

    /// A spring with a small bounce (0.15), which `extraBounce` adds to.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher bounce (0.3) and a duration of 0.5 seconds.
    public static var bouncy: Spring { bouncy() }

    /// A spring with a higher bounce (0.3), which `extraBounce` adds to.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

// MARK: - The closed-form motion

extension Spring {
    /// The motion of the unit spring at one time, as four numbers from which any start follows.
    ///
    /// With e(t) the displacement from the target: `position` is e(t) for e(0) = 1, e′(0) = 0 and
    /// `velocityResponse` is e(t) for e(0) = 0, e′(0) = 1; the `Rate`s are their derivatives.
    struct Motion {
        var position: Double
        var positionRate: Double
        var velocityResponse: Double
        var velocityResponseRate: Double
    }

    /// ω₀ = 2π / response.
    var naturalFrequency: Double { 2 * Double.pi / response }

    /// Damping ratios this close to 1 use the critically damped solution, whose neighbours divide
    /// by a vanishing frequency.
    private static let criticalTolerance = 1e-6

    /// The unit motion at `time`, or nil for an infinitely stiff spring, which has none.
    func motion(at time: TimeInterval) -> Motion? {
        guard response > 0 else { return nil }
        // Before the start, and at a time that is not a number, the spring is where it started.
        let t = time > 0 ? time : 0
        guard t.isFinite else { return Motion(position: 0, positionRate: 0, velocityResponse: 0, velocityResponseRate: 0) }
        let w0 = naturalFrequency
        let zeta = dampingRatio

        if abs(zeta - 1) < Self.criticalTolerance {
            // Critically damped: e(t) = (C₁ + C₂t)·e^(−ω₀t), C₁ = e₀, C₂ = v₀ + ω₀e₀.
            let decay = exp(-w0 * t)
            return Motion(
                position: (1 + w0 * t) * decay,
                positionRate: -w0 * w0 * t * decay,
                velocityResponse: t * decay,
                velocityResponseRate: (1 - w0 * t) * decay)
        }

        if zeta < 1 {
            // Underdamped: e(t) = e^(−ζω₀t)·(C₁cos ω_d t + C₂sin ω_d t), ω_d = ω₀√(1 − ζ²),
            // C₁ = e₀, C₂ = (v₀ + ζω₀e₀) / ω_d.
            let alpha = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-alpha * t)
            let cosine = cos(wd * t), sine = sin(wd * t)
            return Motion(
                position: decay * (cosine + alpha / wd * sine),
                positionRate: -decay * (w0 * w0 / wd) * sine,
                velocityResponse: decay * sine / wd,
                velocityResponseRate: decay * (cosine - alpha / wd * sine))
        }

        // Overdamped: e(t) = C₁e^(r₁t) + C₂e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)); r₁ is written as
        // −ω₀ / (ζ + √(ζ² − 1)) so that it keeps its precision when ζ is large.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 / (zeta + root)
        let r2 = -w0 * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let gap = r2 - r1
        return Motion(
            position: (r2 * e1 - r1 * e2) / gap,
            positionRate: r1 * r2 * (e1 - e2) / gap,
            velocityResponse: (e2 - e1) / gap,
            velocityResponseRate: (r2 * e2 - r1 * e1) / gap)
    }

    /// The settling estimate without the cap: infinite for a spring that never settles.
    func uncappedSettlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        guard response > 0 else { return 0 }
        let epsilon = epsilon.isNaN ? 0.001 : max(epsilon, 1e-12)
        let distance = target.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        guard distance.isFinite, speed.isFinite else { return .infinity }
        let w0 = naturalFrequency
        let zeta = dampingRatio

        if zeta < 1 - Self.criticalTolerance {
            // |e(t)| ≤ e^(−ζω₀t)·(|target|·√(1 + (ζω₀/ω_d)²) + |v₀|/ω_d): solve for the envelope.
            let alpha = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = distance * (1 + (alpha / wd) * (alpha / wd)).squareRoot() + speed / wd
            guard amplitude > epsilon else { return 0 }
            guard alpha > 0 else { return .infinity }
            return log(amplitude / epsilon) / alpha
        }

        if zeta <= 1 + Self.criticalTolerance {
            // |e(t)| ≤ (|target|·(1 + ω₀t) + |v₀|·t)·e^(−ω₀t), which rises until its peak and
            // then falls.
            let slope = distance * w0 + speed
            let bound = { (t: Double) in (distance + slope * t) * exp(-w0 * t) }
            let peak = slope > 0 ? max(0, (slope - w0 * distance) / (w0 * slope)) : 0
            return Self.time(from: peak, whereFalling: bound, reaches: epsilon)
        }

        // |e(t)| ≤ (|target|·(|r₂|e^(r₁t) + |r₁|e^(r₂t)) + |v₀|·(e^(r₁t) + e^(r₂t))) / |r₂ − r₁|,
        // a sum of falling exponentials.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 / (zeta + root)
        let r2 = -w0 * (zeta + root)
        let bound = { (t: Double) -> Double in
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (distance * (-r2 * e1 - r1 * e2) + speed * (e1 + e2)) / (r1 - r2)
        }
        return Self.time(from: 0, whereFalling: bound, reaches: epsilon)
    }

    /// The time, from `start` on, at which `bound` (falling from `start`) comes down to `epsilon`:
    /// found by doubling, then bisection. Infinite when it does not within a day.
    private static func time(from start: Double, whereFalling bound: (Double) -> Double, reaches epsilon: Double) -> TimeInterval {
        if bound(start) <= epsilon { return start }
        var low = start, step = 0.01
        var high = start + step
        while bound(high) > epsilon {
            low = high
            step *= 2
            high = start + step
            if step > 86_400 { return .infinity }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bound(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
