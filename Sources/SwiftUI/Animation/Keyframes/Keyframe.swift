import Foundation

/// Keyframes of one track, in the order they play (iOS 17). Write them in a `KeyframeTrack`,
/// or directly in a `keyframeAnimator`'s keyframes when they animate the whole value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable
    /// The segments of the track, one for each keyframe.
    var _segments: [_KeyframeSegment<Value>] { get }
}

/// One keyframe as a segment of its track: the value it reaches, in how long, and how.
public struct _KeyframeSegment<Value: Animatable> {
    let target: Value.AnimatableData
    let duration: TimeInterval
    let motion: any KeyframeMotion<Value.AnimatableData>

    init(target: Value, duration: TimeInterval, motion: any KeyframeMotion<Value.AnimatableData>) {
        self.target = target.animatableData
        // A negative or non-finite duration is no time at all, so the track cannot stall.
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.motion = motion
    }
}

/// How a keyframe moves its track from where the previous keyframe left it.
protocol KeyframeMotion<Data> {
    associatedtype Data: VectorArithmetic
    /// The value `elapsed` seconds into `segment`, which starts at `start`. `velocities` are
    /// those of a smooth curve through the neighbouring keyframes, at the segment's two ends.
    func value(from start: Data, to end: Data, elapsed: TimeInterval, duration: TimeInterval, velocities: (start: Data, end: Data)) -> Data
}

/// A keyframe reached in a straight line, paced by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    /// Moves to `to` in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [_KeyframeSegment(target: to, duration: duration, motion: LinearMotion(curve: timingCurve))]
    }
}

struct LinearMotion<Data: VectorArithmetic>: KeyframeMotion {
    let curve: UnitCurve

    func value(from start: Data, to end: Data, elapsed: TimeInterval, duration: TimeInterval, velocities: (start: Data, end: Data)) -> Data {
        start.interpolated(towards: end, amount: curve.value(at: elapsed / duration))
    }
}

/// A keyframe reached by a spring, which starts with the velocity the track had (or
/// `startVelocity`). With no duration the segment lasts until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    /// Moves to `to` with `spring`, over `duration` seconds (the spring's settling duration when `nil`).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let motion = SpringMotion(spring: spring, startVelocity: startVelocity?.animatableData)
        _segments = [_KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration, motion: motion)]
    }
}

struct SpringMotion<Data: VectorArithmetic>: KeyframeMotion {
    let spring: Spring
    let startVelocity: Data?

    func value(from start: Data, to end: Data, elapsed: TimeInterval, duration: TimeInterval, velocities: (start: Data, end: Data)) -> Data {
        start + spring.value(target: end - start, initialVelocity: startVelocity ?? velocities.start, time: elapsed)
    }
}

/// A keyframe reached along a cubic curve, smooth through its neighbours: unless given, the
/// velocities at its ends are those of a Catmull-Rom spline through the track's keyframes.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    /// Moves to `to` in `duration` seconds on a cubic curve; the velocities default to ones that keep the path smooth across keyframes.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        let motion = CubicMotion(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)
        _segments = [_KeyframeSegment(target: to, duration: duration, motion: motion)]
    }
}

struct CubicMotion<Data: VectorArithmetic>: KeyframeMotion {
    let startVelocity: Data?
    let endVelocity: Data?

    /// Cubic Hermite interpolation: the curve through both ends with the velocities there.
    func value(from start: Data, to end: Data, elapsed: TimeInterval, duration: TimeInterval, velocities: (start: Data, end: Data)) -> Data {
        let t = elapsed / duration
        let t2 = t * t, t3 = t2 * t
        let startTangent = (startVelocity ?? velocities.start).scaled(by: duration)
        let endTangent = (endVelocity ?? velocities.end).scaled(by: duration)
        return start.scaled(by: 2 * t3 - 3 * t2 + 1) + startTangent.scaled(by: t3 - 2 * t2 + t)
            + end.scaled(by: -2 * t3 + 3 * t2) + endTangent.scaled(by: t3 - t2)
    }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    /// Jumps to `to` at once, taking no time.
    public init(_ to: Value) {
        _segments = [_KeyframeSegment(target: to, duration: 0, motion: LinearMotion(curve: .linear))]
    }
}

/// Keyframes written one after another in a track.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
}

/// Builds a track's keyframes from the keyframes written in its closure, with `if`, `for` and
/// `switch` as in a view builder.
@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_segments: keyframe._segments)
    }

    /// The keyframes one after another.
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }

    /// The keyframes of a `for` loop, one after another.
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }

    /// The keyframes of an `if`, or none.
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        part ?? _KeyframeSequence(_segments: [])
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither(first part: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { part }
    /// The keyframes of an `if`'s `else` branch.
    public static func buildEither(second part: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { part }
}
