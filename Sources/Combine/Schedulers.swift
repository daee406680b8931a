import Foundation

// Combine makes `DispatchQueue`, `RunLoop` and `OperationQueue` schedulers, and SwiftUI code uses
// the main ones constantly: `.receive(on: DispatchQueue.main)` after a download,
// `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)` on a search field. Here they
// schedule on the host's `VirtualClock`, as `Timer.publish` does: work asked for now goes to the
// main queue, which the host drains between its frames, and work asked for later runs when the
// clock reaches it (`host.advance(by:)`, `:advance`, a scenario's moments, real time when live).

/// A moment on the virtual clock, and the distance between two: what the schedulers' time types
/// share. `Stride` counts seconds.
public struct _VirtualSchedulerTime: Strideable, Hashable, Sendable {
    /// The moment on the virtual clock.
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public func distance(to other: Self) -> Stride {
        Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by stride: Stride) -> Self {
        Self(date.addingTimeInterval(stride.timeInterval))
    }

    /// A distance in seconds, which `.milliseconds(300)`, `.seconds(1)` and a literal (`0.5`) make.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        public var timeInterval: TimeInterval
        public var magnitude: TimeInterval { abs(timeInterval) }

        public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            timeInterval = value
        }

        public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Self { Self(s) }
        public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
        public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval + rhs.timeInterval) }
        public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval - rhs.timeInterval) }
        public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval * rhs.timeInterval) }
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
}

/// What the main-thread schedulers do: the clock and the main queue.
enum VirtualScheduling {
    static var now: _VirtualSchedulerTime { _VirtualSchedulerTime(VirtualClock.shared.now) }

    /// Runs `action` on the main queue, which the host drains.
    static func schedule(_ action: @escaping () -> Void) {
        DispatchQueue.main.async(execute: action)
    }

    /// Runs `action` once when the clock reaches `date` (at once, on the main queue, if it has).
    static func schedule(after date: _VirtualSchedulerTime, _ action: @escaping () -> Void) {
        let delay = VirtualClock.shared.now.distance(to: date.date)
        guard delay > 0 else { return schedule(action) }
        let timer = VirtualClock.shared.schedule(every: delay) { _ in action() }
        timer.firesOnce = true
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    static func schedule(after date: _VirtualSchedulerTime, interval: _VirtualSchedulerTime.Stride, _ action: @escaping () -> Void) -> Cancellable {
        var repeating: ScheduledTimer?
        var cancelled = false
        schedule(after: date) {
            guard !cancelled else { return }
            action()
            repeating = VirtualClock.shared.schedule(every: interval.timeInterval) { _ in action() }
        }
        return AnyCancellable {
            cancelled = true
            repeating?.cancel()
        }
    }
}

/// A scheduler on the virtual clock: `DispatchQueue` and `RunLoop` are both this one scheduler,
/// as every queue runs on the main thread here.
public protocol _VirtualClockScheduler: Scheduler where SchedulerTimeType == _VirtualSchedulerTime {}

extension _VirtualClockScheduler {
    public var now: SchedulerTimeType { VirtualScheduling.now }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        VirtualScheduling.schedule(action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        VirtualScheduling.schedule(after: date, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        VirtualScheduling.schedule(after: date, interval: interval, action)
    }
}

extension DispatchQueue: _VirtualClockScheduler {
    public typealias SchedulerTimeType = _VirtualSchedulerTime
    /// Accepted: a queue's quality of service and group do not change when work runs here.
    public struct SchedulerOptions {
        /// No options.
        public init() {}
    }
}

extension RunLoop: _VirtualClockScheduler {
    public typealias SchedulerTimeType = _VirtualSchedulerTime
    /// Accepted: a run loop's modes do not change when work runs here.
    public struct SchedulerOptions {
        /// No options.
        public init() {}
    }
}
