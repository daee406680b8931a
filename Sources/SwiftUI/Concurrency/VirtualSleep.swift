import Foundation

/// In a task started by `.task`, sleeping waits for the host's virtual clock, so
/// `host.advance(by:)` decides when it wakes: `try await Task.sleep(for: .seconds(1))` in a
/// view's task is deterministic in tests and grading. Elsewhere these sleep in real time, as
/// the standard library's do. (These declarations shadow the standard library's for code that
/// imports SwiftUI.)
extension Task where Success == Never, Failure == Never {
    /// Waits `duration` nanoseconds: on the host's virtual clock in a `.task`, in real time elsewhere; throws if the task is cancelled.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard HostTaskExecutor.isRunningHostTask else {
            // The clock-based sleep, which these declarations do not shadow.
            return try await sleep(until: .now + .nanoseconds(Int64(clamping: duration)), clock: .continuous)
        }
        try await VirtualSleep.wait(seconds: Double(duration) / 1e9)
    }

    /// Waits `duration`: on the host's virtual clock in a `.task`, in real time elsewhere; throws if the task is cancelled.
    public static func sleep(for duration: Duration) async throws {
        guard HostTaskExecutor.isRunningHostTask else {
            return try await sleep(until: .now + duration, clock: .continuous)
        }
        let (seconds, attoseconds) = duration.components
        try await VirtualSleep.wait(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }
}

enum VirtualSleep {
    /// Suspends until the virtual clock has advanced by `seconds`; throws if the task is cancelled.
    static func wait(seconds: Double) async throws {
        let box = SleepBox()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                box.start(continuation, at: VirtualClock.shared.now.addingTimeInterval(seconds))
            }
        } onCancel: {
            box.cancel()
        }
    }
}

/// One sleeping task's wake-up: resumed once, by the clock or by cancellation.
private final class SleepBox: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var alarm: AnyCancellable?
    private var isCancelled = false

    func start(_ continuation: CheckedContinuation<Void, Error>, at date: Date) {
        lock.lock()
        defer { lock.unlock() }
        guard !isCancelled else { return continuation.resume(throwing: CancellationError()) }
        self.continuation = continuation
        alarm = VirtualClock.shared.schedule(at: date) { [self] in resume(throwing: nil) }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        resume(throwing: CancellationError())
    }

    private func resume(throwing error: Error?) {
        lock.lock()
        let continuation = continuation
        self.continuation = nil
        lock.unlock()
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
}
