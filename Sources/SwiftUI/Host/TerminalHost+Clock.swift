import Foundation

extension TerminalHost {
    /// How long one frame of a display lasts: 60 a second, as on an iPhone.
    static let frameDuration: TimeInterval = 1.0 / 60

    /// Moves the virtual clock forward: timers (`Timer.publish`) fire in order, and each change
    /// they make is applied as an update, so `render()` shows the state at the new time.
    ///
    /// Time moves as it does on a device: the view updates when a timer fires, and while
    /// something animates, at every frame, so what a timer or an animation's end sets off (a
    /// completion, the next phase of a `phaseAnimator`) happens then, not at the end of a long
    /// step. `bodyEvaluations` lists every body that ran on the way.
    public func advance(by interval: TimeInterval) {
        let clock = VirtualClock.shared
        let end = clock.now.addingTimeInterval(interval.isFinite ? max(0, interval) : 0)
        var bodies: [String] = []
        repeat {
            var next = end
            if let fire = clock.nextFireDate, fire > clock.now, fire < next { next = fire }
            if isAnimating { next = min(next, clock.now.addingTimeInterval(Self.frameDuration)) }
            if let deadline = waitingInteraction?.deadline, deadline > clock.now, deadline < next { next = deadline }
            clock.advance(to: next)
            expireWaitingTouchIfDue()
            // Tasks woken by cancellation (not by the clock) run now too.
            HostTaskExecutor.shared.runPendingJobs()
            update()
            bodies += bodyEvaluations
        } while clock.now < end
        graph.bodyEvaluations = bodies
    }
}

extension TerminalHost {
    /// Whether an animation is still under way: what is shown will change as the clock advances.
    public var isAnimating: Bool { graph.isAnimating }

    /// The animation most recently started on a view of this host, as a learner's code made it.
    public var lastAnimation: Animation? { graph.lastAnimation }
}
