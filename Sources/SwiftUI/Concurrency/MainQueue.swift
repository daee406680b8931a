import Foundation

/// The main dispatch queue, which no run loop drains in a host: the host drains it itself
/// whenever it runs its tasks, so that what app code sends there (`DispatchQueue.main.async`
/// after a download, the rest of a `@MainActor` function after an `await`) happens at that
/// moment of the host's clock, as it would on a device's main thread between two frames.
enum MainQueue {
    /// Runs the blocks waiting on the main queue, when called on the main thread.
    static func drain() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }
}
