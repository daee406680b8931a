import Foundation

/// The time that timers in learner code run on. A host advances it: `host.advance(by: 1)` in
/// tests and grading (deterministic), real time in a live preview. Timers made with
/// `Timer.publish(every:on:in:)` fire when the clock passes their next date.
public final class VirtualClock {
    /// The clock that `Timer.publish` uses.
    nonisolated(unsafe) public static let shared = VirtualClock()

    /// The current time on this clock.
    public private(set) var now: Date
    private var timers: [ScheduledTimer] = []
    /// Called after each timer fires, before the next one: work the timer resumed (a task that
    /// slept) runs at that moment of the clock.
    public var afterEachFire: (() -> Void)?

    /// A clock whose time is `start`, with no timers.
    public init(start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        now = start
    }

    /// Moves the clock forward, firing each timer that comes due, in time order.
    public func advance(by interval: TimeInterval) {
        advance(to: now.addingTimeInterval(max(0, interval)))
    }

    /// When the next timer fires, if any is scheduled.
    public var nextFireDate: Date? {
        timers.filter { !$0.isCancelled }.map(\.nextFire).min()
    }

    /// Moves the clock forward to `end`, firing each timer that comes due, in time order.
    public func advance(to end: Date) {
        guard end > now else { return }
        while let next = timers.filter({ !$0.isCancelled }).min(by: { $0.nextFire < $1.nextFire }), next.nextFire <= end {
            now = next.nextFire
            next.fire()
            afterEachFire?()
        }
        timers.removeAll { $0.isCancelled }
        now = end
    }

    func schedule(every interval: TimeInterval, _ action: @escaping (Date) -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(interval: max(interval, 0.001), start: now, action: action)
        timers.append(timer)
        return timer
    }
}

/// A repeating timer on a `VirtualClock`.
final class ScheduledTimer {
    let interval: TimeInterval
    private(set) var nextFire: Date
    private let action: (Date) -> Void
    private(set) var isCancelled = false
    /// A one-shot timer cancels itself after firing.
    var firesOnce = false

    init(interval: TimeInterval, start: Date, action: @escaping (Date) -> Void) {
        self.interval = interval
        nextFire = start.addingTimeInterval(interval)
        self.action = action
    }

    func fire() {
        let date = nextFire
        nextFire = nextFire.addingTimeInterval(interval)
        if firesOnce { isCancelled = true }
        action(date)
    }

    func cancel() { isCancelled = true }
}
