import SwiftUI
import TerminalSupport

/// An animation under way on a host, recorded step by step on the virtual clock: what was
/// drawn at each moment, and where each drawn element was. A film strip, a replay and a plot
/// are each a way of showing one.
///
/// Recording moves the host's clock to the end of the animation (or to `limit` for one that
/// repeats for ever), as time would have passed on a device while the learner watched.
public struct AnimationRecording {
    /// One moment of the animation.
    public struct Moment {
        /// Seconds since the animation began.
        public let time: TimeInterval
        /// What was drawn then, as the terminal picture.
        public let picture: String
        /// Every element drawn then, in drawing order.
        package let items: [DisplayItem]
    }

    /// The moments recorded, in time order.
    public let moments: [Moment]
    /// The animation that started the motion, as code names it (`easeInOut(duration: 1)`).
    public let animationName: String?
    /// Whether the animation was still moving at the recording's limit (it repeats, or never settles).
    public let isStillMoving: Bool

    /// The time between moments: 20 a second.
    public static let step: TimeInterval = 0.05
    /// How long a recording runs at most: long enough for a slow spring to settle.
    public static let limit: TimeInterval = 4

    /// Records the animation under way on `host`, drawing each moment in `colors` for a
    /// terminal of `palette`; `nil` when nothing animates.
    ///
    /// Each moment shows the root's frame as it is shown then (as large as views animating from
    /// a larger size are), together with what the picture holds where the motion comes to rest
    /// (the root grown to hold what views then draw beyond it; for a motion that never rests,
    /// at its last moment). So the pictures do not shift, and a view that slides in from beyond
    /// an edge appears at that edge, as on a screen.
    package init?(_ host: TerminalHost, colors: ColorDepth = .none, palette: TerminalBackground? = nil) {
        guard host.isAnimating else { return nil }
        animationName = host.lastAnimation.map(String.init(describing:))
        var drawn = [(list: host.displayList, shown: host.shownSize)]
        while host.isAnimating, Double(drawn.count - 1) * Self.step < Self.limit {
            host.advance(by: Self.step)
            drawn.append((host.displayList, host.shownSize))
        }
        let resting = host.pictureArea(holding: drawn[drawn.count - 1].list)
        moments = drawn.enumerated().map { step, moment in
            let area = resting.union(CGRect(origin: .zero, size: moment.shown))
            return Moment(time: Double(step) * Self.step, picture: host.render(moment.list, in: area, colors: colors, palette: palette), items: moment.list.items)
        }
        isStillMoving = host.isAnimating
    }

    /// The note for an animation that was cut at the limit.
    var stillMovingNote: String? {
        isStillMoving ? "(still moving after \(Self.limit.plainDescription) s: the strip stops there)" : nil
    }
}

extension Double {
    /// The number as a person writes it, to two decimals: 0, 0.25, 1.5 (seconds, a plot's values).
    var plainDescription: String {
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
