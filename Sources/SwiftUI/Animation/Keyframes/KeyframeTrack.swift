import Foundation

/// Keyframes for a value: one track for each property they animate, all starting together.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value
    /// The tracks, each animating one property of the value.
    var _tracks: [_KeyframeTrackPlayer<Value>] { get }
}

/// A sequence of keyframes for one property of `Root`, found by a key path.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    private let keyPath: WritableKeyPath<Root, Value>
    private let segments: [_KeyframeSegment<Value>]

    /// A track that animates the property at `keyPath` with the keyframes of `content`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content()._segments
    }

    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }

    public var _tracks: [_KeyframeTrackPlayer<Root>] {
        let keyPath = keyPath
        let path = KeyframePath(segments: segments)
        return [_KeyframeTrackPlayer(duration: path.duration) { root, time in
            root[keyPath: keyPath].animatableData = path.value(from: root[keyPath: keyPath].animatableData, at: time)
        }]
    }
}

/// One track, ready to play: how long it lasts, and how it sets its property at a time.
public struct _KeyframeTrackPlayer<Root> {
    let duration: TimeInterval
    /// Sets the track's property of `root`, which holds the value the keyframes start from.
    let apply: (inout Root, TimeInterval) -> Void
}

/// A track's keyframes as a path through time: where the value is at any moment.
struct KeyframePath<Value: Animatable> {
    typealias Data = Value.AnimatableData
    let segments: [_KeyframeSegment<Value>]

    var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

    /// The value `time` seconds after the track started from `initial`: before the start it
    /// is `initial`, after the end the last keyframe's value.
    func value(from initial: Data, at time: TimeInterval) -> Data {
        var start = initial
        var clock: TimeInterval = 0
        for index in segments.indices {
            let segment = segments[index]
            if time < clock + segment.duration {
                guard time > clock else { return start }
                let velocities = (start: velocity(atKeyframe: index, from: initial), end: velocity(atKeyframe: index + 1, from: initial))
                return segment.motion.value(from: start, to: segment.target, elapsed: time - clock, duration: segment.duration, velocities: velocities)
            }
            start = segment.target
            clock += segment.duration
        }
        return start
    }

    /// The velocity of a Catmull-Rom spline through the keyframes where keyframe `index` starts
    /// (index 0 is the value the track starts from): the change from the keyframe before it to
    /// the one after, over the time between them. The track starts and ends at rest.
    private func velocity(atKeyframe index: Int, from initial: Data) -> Data {
        guard index > 0, index < segments.count else { return .zero }
        let before = index >= 2 ? segments[index - 2].target : initial
        let time = segments[index - 1].duration + segments[index].duration
        guard time > 0 else { return .zero }
        return (segments[index].target - before).scaled(by: 1 / time)
    }
}

/// Tracks written one after another in a `keyframes` closure.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [_KeyframeTrackPlayer<Value>]
}

/// Builds keyframes from the tracks written in a closure; keyframes written without a track
/// make one track for the whole value.
@resultBuilder public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(_tracks: keyframes._tracks)
    }

    /// The tracks, played at the same time.
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
    }

    /// The tracks of a `for` loop, played at the same time.
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
    }

    /// The tracks of an `if`, or none.
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(_tracks: [])
    }

    /// The tracks of an `if`'s first branch.
    public static func buildEither(first part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { part }
    /// The tracks of an `if`'s `else` branch.
    public static func buildEither(second part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { part }

    /// Keyframes written directly, without a track: one after another on the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_segments: keyframe._segments)
    }

    /// Keyframes written without a track: one track on the whole value.
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> KeyframeTrack<Value, Value, _KeyframeSequence<Value>> where Value: Animatable {
        KeyframeTrack { _KeyframeSequence(_segments: parts.flatMap(\._segments)) }
    }
}
