import Foundation
import ProcessLimits

/// A ``ChildProcess`` that has been started: its process id (also its process group's), and
/// what holds the whole program, its ``ControlGroup`` and its sandbox's PID namespace.
package struct StartedProcess: Sendable {
    /// The process learn started and reaps: the program itself, or `bwrap` around it.
    package let pid: pid_t
    package let controlGroup: ControlGroup?
    /// Whether the program runs in a sandbox, under `bwrap`.
    package let isSandboxed: Bool

    /// The processes and threads of the program now: its control group's, else those of its
    /// sandbox's PID namespace, else those of its process group (which a program that calls
    /// `setsid` leaves; only a sandbox or a control group sees those).
    package func taskCount() -> UInt64 {
        if let controlGroup { return controlGroup.taskCount }
        return isSandboxed ? ProcessCount.inNamespace(ofChildrenOf: pid) : ProcessCount.inGroup(pid)
    }

    /// Whether the program tried to hold more processes and threads than its control group allows
    /// (the kernel refused one): a fork bomb whose forks fail would otherwise spin until its timeout.
    package var wasRefusedProcesses: Bool {
        controlGroup?.refusedProcesses ?? false
    }

    /// Kills what is left of the program and removes its control group; once it has been reaped.
    package func finish() {
        controlGroup?.remove()
    }

    /// Whether the kernel killed a process of the program for using more memory than its
    /// control group allows.
    package var wasKilledForMemory: Bool {
        controlGroup?.killedForMemory ?? false
    }

    /// How the program ended, from its `waitpid` status. `bwrap` exits with 128 plus the signal
    /// that ended the program inside, so in a sandbox such a status is that signal (a program
    /// that calls `exit(139)` itself is taken for a crash: docs/deviations.md).
    package func termination(fromWaitStatus status: Int32) -> ChildProcess.Termination {
        let termination = ChildProcess.termination(fromWaitStatus: status)
        if isSandboxed, case .exited(let code) = termination, code > 128, code < 128 + 65 {
            return .signaled(code - 128)
        }
        return termination
    }

    /// The limit the program went over, if it did, from how it ended (``ResourceLimits/exceeded(by:usage:processes:output:)``)
    /// and what its control group saw: a process refused, or one killed for memory.
    package func exceeded(
        _ limits: ResourceLimits, by termination: ChildProcess.Termination, usage: rusage, tasksLeft: UInt64, output: UInt64?
    ) -> ResourceLimit? {
        // A refused thread may have left the program running without it, drawing what it should not.
        if wasRefusedProcesses { return .processes(count: limits.processes) }
        if wasKilledForMemory { return .memory(bytes: limits.memoryBytes) }
        // The whole program's peak, which `wait4` does not carry up through the sandbox's processes.
        var usage = usage
        if let peak = controlGroup?.peakMemoryBytes { usage.ru_maxrss = max(usage.ru_maxrss, Int(peak / 1024)) }
        return limits.exceeded(by: termination, usage: usage, processes: tasksLeft, output: output)
    }
}
