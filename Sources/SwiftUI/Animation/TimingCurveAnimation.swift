import Foundation

/// An animation that follows a `UnitCurve` over a fixed duration: what `.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut` and `.timingCurve` make (SwiftUI's own type for it is private).
///
/// At `time` it covers `curve.value(at: time / duration)` of the change, and it has finished once
/// `time` reaches `duration`.
struct TimingCurveAnimation: CustomAnimation {
    let curve: UnitCurve
    let duration: TimeInterval

    init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration.validDuration
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // Also `nil` for a time that is not a number, so a bad clock cannot keep it running.
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        // d/dt of value · curve(t / duration) is value · curve′(t / duration) / duration.
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}

extension TimeInterval {
    /// A duration as an animation uses it: negative, infinite and NaN durations are 0, so the
    /// animation finishes at once rather than running backwards or for ever.
    var validDuration: TimeInterval {
        isFinite && self > 0 ? self : 0
    }
}

extension Animation {
    /// The duration SwiftUI documents for `linear`, `easeIn`, `easeOut` and `easeInOut` when none is
    /// given: "a default duration of 0.35 seconds".
    static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// An animation that follows `curve` for `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }

    /// An animation that follows the cubic Bézier with control points (`p1x`, `p1y`) and
    /// (`p2x`, `p2y`) for `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// An animation that moves at a constant speed, for 0.35 seconds.
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

    /// An animation that moves at a constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// An animation that starts slowly and speeds up towards the end, for 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

    /// An animation that starts slowly and speeds up towards the end, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// An animation that starts quickly and slows down towards the end, for 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

    /// An animation that starts quickly and slows down towards the end, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// An animation that starts slowly, speeds up towards the middle and slows down again at the
    /// end, for 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

    /// An animation that starts slowly, speeds up towards the middle and slows down again at the
    /// end, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }
}
