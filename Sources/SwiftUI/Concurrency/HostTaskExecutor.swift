import Foundation

/// Where the tasks of `.task` modifiers run: on the host's thread, when the host drains them
/// (after each update and each tick of the virtual clock), so that their state changes are as
/// deterministic as a button's.
final class HostTaskExecutor: TaskExecutor, @unchecked Sendable {
    static let shared: HostTaskExecutor = {
        let executor = HostTaskExecutor()
        VirtualClock.shared.afterEachFire = { executor.runPendingJobs() }
        return executor
    }()

    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: UnownedJob) {
        lock.lock()
        jobs.append(job)
        lock.unlock()
    }

    /// Runs every job that is ready, including those the jobs make ready, and the work sent to
    /// the main queue meanwhile.
    func runPendingJobs() {
        repeat {
            while let job = nextJob() {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            MainQueue.drain()
        } while hasJobs
    }

    private func nextJob() -> UnownedJob? {
        lock.withLock { jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    private var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    /// Whether code runs in a task this executor started, where sleeps follow the virtual clock.
    @TaskLocal static var isRunningHostTask = false
}
