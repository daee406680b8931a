import Foundation

/// Keyframes laid out in time from an initial value: the value at any moment, as a
/// `keyframeAnimator` shows it, to read or to plot yourself.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [_KeyframeTrackPlayer<Value>]

    /// A timeline that starts at `initialValue` and plays the tracks of `content`, each from time 0.
    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start; each track keeps its last value once it ends.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` of the whole duration, from 0 to 1.
    public func value(progress: Double) -> Value {
        value(time: duration * min(1, max(0, progress)))
    }
}
