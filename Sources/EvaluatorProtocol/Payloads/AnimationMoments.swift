/// The reply to ``EvaluatorCommand/motion``: the moments of the last animation, for a replay.
/// Each moment is its time in seconds, a tab and its picture; moments are separated by form
/// feeds, which a picture never holds.
public struct AnimationMoments: Equatable, Sendable {
    /// One moment of the animation.
    public struct Moment: Equatable, Sendable {
        /// Seconds since the animation began.
        public let time: Double
        /// What was drawn then.
        public let picture: String

        /// A moment at `time` seconds showing `picture`.
        public init(time: Double, picture: String) {
            self.time = time
            self.picture = picture
        }
    }

    /// The moments, in time order.
    public let moments: [Moment]

    /// The reply of these moments.
    public init(_ moments: [Moment]) {
        self.moments = moments
    }

    /// The reply's bytes: each moment's time, a tab and its picture, moments separated by form feeds.
    public var payload: [UInt8] {
        Array(moments.map { "\($0.time)\t\($0.picture)" }.joined(separator: "\u{0C}").utf8)
    }

    /// Reads a ``payload``; a moment without a time is skipped.
    public init(payload: [UInt8]) {
        moments = String(decoding: payload, as: UTF8.self).split(separator: "\u{0C}").compactMap { moment in
            let parts = moment.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let time = Double(parts[0]) else { return nil }
            return Moment(time: time, picture: String(parts[1]))
        }
    }
}
