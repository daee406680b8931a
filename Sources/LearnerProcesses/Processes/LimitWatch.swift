import ProcessLimits

/// The limits of a running learner program that only learn can see, checked while it runs:
/// its captured output, and its processes, which the kernel does not limit for root
/// (`RLIMIT_NPROC`), so a fork bomb is seen by counting them. ``ChildProcess`` and the REPL's
/// evaluator both watch their programs with it.
package struct LimitWatch {
    /// Seconds between counts of a running program's processes: a count reads all of `/proc`.
    package static let groupCountInterval = 0.1

    package let limits: ResourceLimits
    private var nextGroupCount = ChildProcess.monotonicSeconds()

    package init(_ limits: ResourceLimits) {
        self.limits = limits
    }

    /// The limit `process` is over now, if any, given how many bytes of output it has written
    /// (`nil` when that is not known); its processes are counted at most every
    /// ``groupCountInterval``.
    package mutating func exceeded(by process: StartedProcess, output: UInt64?) -> ResourceLimit? {
        if let output, output > limits.outputBytes { return .output(bytes: limits.outputBytes) }
        let now = ChildProcess.monotonicSeconds()
        guard now >= nextGroupCount else { return nil }
        nextGroupCount = now + Self.groupCountInterval
        if process.wasRefusedProcesses || process.taskCount() > limits.processes {
            return .processes(count: limits.processes)
        }
        return nil
    }
}
