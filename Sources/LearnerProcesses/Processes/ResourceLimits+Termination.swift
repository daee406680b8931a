import Foundation
import ProcessLimits

extension ResourceLimits {
    /// The limit a program that ended this way went over, if it did.
    /// - Parameters:
    ///   - usage: what the program used, from `wait4`.
    ///   - processes: the processes left in its group when it ended.
    ///   - output: the bytes of its captured output, when it is captured in a file.
    package func exceeded(by termination: ChildProcess.Termination, usage: rusage, processes: UInt64, output: UInt64?) -> ResourceLimit? {
        if let output, output > outputBytes { return .output(bytes: outputBytes) }
        // What a fork bomb started outlives it.
        if processes > self.processes { return .processes(count: self.processes) }
        guard termination != .exited(status: 0) else { return nil }
        if let processorSeconds, termination == .signaled(SIGXCPU) || usedProcessorTime(usage) >= Double(processorSeconds) {
            // A program that handles SIGXCPU may die otherwise: the compiler's crash handler,
            // interrupted inside malloc, aborts (seen in CI); the time it used still says why.
            return .processorTime(seconds: processorSeconds)
        }
        if termination == .signaled(SIGXFSZ) { return .fileSize(bytes: fileBytes) }
        if termination == .signaled(SIGSYS), isolated { return .network }
        if wasMemoryExhausted(usage) { return .memory(bytes: memoryBytes) }
        return nil
    }

    /// Seconds of processor time, user and system, that `usage` records.
    private func usedProcessorTime(_ usage: rusage) -> Double {
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// Whether a program that failed did so for want of memory. An allocation over the limit
    /// fails and the Swift runtime stops the program: by then it holds a good part of the limit
    /// (the request that failed may have been as large as all it held: an array doubles as it grows).
    package func wasMemoryExhausted(_ usage: rusage) -> Bool {
        UInt64(usage.ru_maxrss) * 1024 >= memoryBytes / 4
    }
}
