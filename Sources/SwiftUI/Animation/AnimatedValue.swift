import Foundation

/// One animatable value and the animations running on it.
///
/// The model value changes at once; what is shown is the model value less what each running
/// animation has still to cover. Animations that do not merge run together and their results
/// add up, as SwiftUI combines them (`CustomAnimation.shouldMerge(previous:value:time:context:)`:
/// "both animations run together and the system combines their results"); one that merges (a
/// spring) takes over from the value shown, keeping its velocity.
final class AnimatedValue<Value: VectorArithmetic> {
    private struct Running {
        let animation: Animation
        /// The whole change this animation covers.
        let delta: Value
        let start: TimeInterval
        var context: AnimationContext<Value>
        let completion: AnimationCompletionGroup?
    }

    private var model: Value
    private var running: [Running] = []

    init(_ value: Value) {
        model = value
    }

    var isAnimating: Bool { !running.isEmpty }

    /// Changes the value to `newValue`: at once when `animation` is nil (running animations go
    /// on, shifted by the change), else animated from `time` on.
    func set(_ newValue: Value, animation: Animation?, at time: TimeInterval, completion: AnimationCompletionGroup?) {
        defer { model = newValue }
        guard let animation, newValue != model else { return }
        let shown = presented(at: time)
        if let previous = running.last {
            // A merging animation is handed the previous one's context, where a spring finds
            // the velocity to start with; it then covers what is left from the value shown.
            var context = previous.context
            if animation.shouldMerge(previous: previous.animation, value: newValue - model, time: Self.elapsed(from: previous.start, to: time), context: &context) {
                for merged in running { merged.completion?.finish() }
                running = [Running(animation: animation, delta: newValue - shown, start: time, context: context, completion: completion)]
                completion?.begin()
                return
            }
        }
        running.append(Running(animation: animation, delta: newValue - model, start: time, context: AnimationContext(), completion: completion))
        completion?.begin()
    }

    /// Seconds from `start` to `time`, to the microsecond: the clock adds up steps as dates, and
    /// twenty steps of 0.05 s must make the one second that ends a one-second animation.
    private static func elapsed(from start: TimeInterval, to time: TimeInterval) -> TimeInterval {
        (max(0, time - start) * 1e6).rounded() / 1e6
    }

    /// The value shown at `time`. Animations that have finished by then are let go.
    func presented(at time: TimeInterval) -> Value {
        var value = model
        var index = 0
        while index < running.count {
            let elapsed = Self.elapsed(from: running[index].start, to: time)
            if let covered = running[index].animation.animate(value: running[index].delta, time: elapsed, context: &running[index].context) {
                value -= running[index].delta - covered
                index += 1
            } else {
                running[index].completion?.finish()
                running.remove(at: index)
            }
        }
        return value
    }
}

/// The animations one transaction started, so its completion handlers run when all have ended.
final class AnimationCompletionGroup {
    private var count = 0
    private var hasFired = false
    private let completions: [AnimationCompletion]
    /// Called with the completions that are due; the graph runs them after the update.
    private let fire: ([AnimationCompletion]) -> Void

    init(_ completions: [AnimationCompletion], fire: @escaping ([AnimationCompletion]) -> Void) {
        self.completions = completions
        self.fire = fire
    }

    func begin() { count += 1 }

    func finish() {
        count -= 1
        fireIfDone()
    }

    /// Called once the update that made the group is laid out: when nothing was animated, or
    /// everything already ended (an animation of no duration), the completions are due now.
    func fireIfNothingIsRunning() {
        fireIfDone()
    }

    /// The completions are due once, however their last animation ended.
    private func fireIfDone() {
        guard count == 0, !hasFired else { return }
        hasFired = true
        fire(completions)
    }
}
