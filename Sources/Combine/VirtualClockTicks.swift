import Foundation

extension VirtualClock {
    /// Runs `action` at the clock's time `date` (or at once if that has passed), once.
    public func schedule(at date: Date, _ action: @escaping () -> Void) -> AnyCancellable {
        let timer = schedule(every: max(date.timeIntervalSince(now), 0.000_001)) { _ in action() }
        timer.firesOnce = true
        return AnyCancellable { timer.cancel() }
    }
}
