import Foundation

extension TerminalHost {
    /// Moves the virtual clock forward: timers (`Timer.publish`) fire in order, and each change
    /// they make is applied as an update, so `render()` shows the state at the new time.
    public func advance(by interval: TimeInterval) {
        VirtualClock.shared.advance(by: interval)
        // Tasks woken by cancellation (not by the clock) run now too.
        HostTaskExecutor.shared.runPendingJobs()
        update()
    }
}

extension TerminalHost {
    /// Whether an animation is still under way: what is shown will change as the clock advances.
    public var isAnimating: Bool { graph.isAnimating }

    /// The animation most recently started on a view of this host, as a learner's code made it.
    public var lastAnimation: Animation? { graph.lastAnimation }
}
