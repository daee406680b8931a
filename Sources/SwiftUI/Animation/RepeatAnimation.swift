import Foundation

/// An animation played several times, or for ever: what `repeatCount(_:autoreverses:)` and
/// `repeatForever(autoreverses:)` make.
///
/// Each play of `base` is a leg. Without autoreversing every leg runs forward from the start; with
/// it, the legs alternate forward and back, and, as SwiftUI documents, "autoreverse counts towards
/// the `repeatCount`": a count of 2 moves forward, then back, then stops. Once the last leg is over
/// the animation has finished and the value is shown at its new value, wherever the last leg
/// ended.
///
/// The length of a leg is the time at which `base` finishes, found once by asking `base` (it is
/// not told its duration) and kept in the context.
struct RepeatAnimation: CustomAnimation {
    let base: Animation
    /// The number of legs, or nil to repeat for ever.
    let repeatCount: Int?
    let autoreverses: Bool

    /// Legs longer than this are not looked for: `base` is then taken never to finish.
    static let longestLeg: TimeInterval = 4096

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[RepeatAnimationState<V>.self]
        defer { context.state[RepeatAnimationState<V>.self] = state }
        guard let leg = leg(at: time, value: value, legDuration: &state.legDuration) else { return nil }
        guard leg.duration.isFinite else {
            // A base that never finishes is played once, for as long as it runs.
            return base.animate(value: value, time: time, context: &state.legContext)
        }
        if leg.index != state.legIndex {
            // Each leg is a fresh play of the base, with a context of its own.
            state.legIndex = leg.index
            state.legContext = AnimationContext()
        }
        let covered = base.animate(value: value, time: leg.time, context: &state.legContext) ?? value
        return leg.isReversed ? value - covered : covered
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        var state = context.state[RepeatAnimationState<V>.self]
        guard let leg = leg(at: time, value: value, legDuration: &state.legDuration) else { return nil }
        guard leg.duration.isFinite else { return base.velocity(value: value, time: time, context: state.legContext) }
        let legContext = leg.index == state.legIndex ? state.legContext : AnimationContext()
        guard let velocity = base.velocity(value: value, time: leg.time, context: legContext) else { return .zero }
        return leg.isReversed ? .zero - velocity : velocity
    }

    /// Where `time` falls: which leg, how far into it, and whether it runs backwards. Nil once the
    /// animation has finished.
    private func leg<V: VectorArithmetic>(at time: TimeInterval, value: V, legDuration: inout TimeInterval?) -> Leg? {
        // A time that is not finite ends the animation, even one that repeats for ever: it cannot
        // be placed in a leg.
        guard time.isFinite else { return nil }
        // A count below 1 plays no leg at all.
        if let repeatCount, repeatCount < 1 { return nil }
        let duration = legDuration ?? findLegDuration(value: value)
        legDuration = duration
        // A base that finishes at once has legs of no length: however many, they are over now.
        guard duration > 0 else { return nil }
        guard duration.isFinite else { return Leg(index: 0, time: time, duration: duration, isReversed: false) }
        let t = max(time, 0)
        // The index is kept as a Double: a leg count from a long-running `repeatForever` may not
        // fit an Int.
        let index = (t / duration).rounded(.down)
        if let repeatCount, index >= Double(repeatCount) { return nil }
        let isReversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return Leg(index: index, time: max(t - index * duration, 0), duration: duration, isReversed: isReversed)
    }

    private struct Leg {
        var index: Double
        var time: TimeInterval
        var duration: TimeInterval
        var isReversed: Bool
    }

    /// The time at which `base` finishes for `value`: doubling until it has, then bisection.
    /// Infinite when it runs longer than `longestLeg`.
    private func findLegDuration<V: VectorArithmetic>(value: V) -> TimeInterval {
        func isFinished(at time: TimeInterval) -> Bool {
            var probe = AnimationContext<V>()
            return base.animate(value: value, time: time, context: &probe) == nil
        }
        if isFinished(at: 0) { return 0 }
        var low = 0.0, high = 1.0 / 64
        while !isFinished(at: high) {
            low = high
            high *= 2
            if high > Self.longestLeg { return .infinity }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if isFinished(at: middle) { high = middle } else { low = middle }
        }
        return high
    }
}

/// What a repeating animation keeps in its context: its leg duration, once found, and the leg
/// being played with the base's own context for it.
struct RepeatAnimationState<Value: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: RepeatAnimationState<Value> { RepeatAnimationState() }

    var legDuration: TimeInterval?
    var legIndex: Double = 0
    var legContext = AnimationContext<Value>()
}

extension Animation {
    /// Repeats the animation `repeatCount` times.
    ///
    /// With `autoreverses`, the legs alternate forward and backward and each counts towards
    /// `repeatCount`: a count of 1 plays forward once, a count of 2 forward then back, and then the
    /// value is shown at its new value. A count below 1 plays nothing: the value changes at once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the view is shown.
    ///
    /// It never finishes: `animate` does not return nil for any finite time, so the engine must end
    /// it itself (when the view goes away or another animation replaces it). With `autoreverses`
    /// the legs alternate forward and backward.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }
}
