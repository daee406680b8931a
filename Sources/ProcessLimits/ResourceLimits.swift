#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The limits a learner's program runs under, which an ordinary exercise never reaches: each
/// stops a program that would otherwise eat the machine (memory, processor, processes, disk),
/// and is reported in plain words when hit (``ResourceLimit``).
///
/// `posix_spawn` cannot set resource limits, so the program is started through `learn-limits`,
/// which applies ``arguments`` to itself with `setrlimit` (and, with ``isolated``, closes the
/// network) and then `exec`s the program in its place: same process, same id, same process
/// group, same file descriptors, limits in force before its first instruction. The output and
/// process limits are also watched by learn while the program runs (`ChildProcess`).
package struct ResourceLimits: Equatable, Sendable {
    /// Bytes of address space each process may map (`RLIMIT_AS`: allocations beyond it fail), and
    /// of memory the whole program may hold where it has a ``ControlGroup``.
    package var memoryBytes: UInt64
    /// Seconds of processor time (`RLIMIT_CPU`), each process on its own; `nil` for a process
    /// that lives for a whole session (the REPL's evaluator), which a timeout per input stops instead.
    package var processorSeconds: UInt64?
    /// Processes and threads the whole program may hold: its ``ControlGroup``'s `pids.max` where
    /// there is one; else learn counts them while it runs (in its sandbox's PID namespace, or its
    /// process group) and stops a program over it. `RLIMIT_NPROC` is a backstop at twice this
    /// (in a sandbox's user namespace, or above what the user already runs).
    package var processes: UInt64
    /// Bytes of the largest file the program may write (`RLIMIT_FSIZE`).
    package var fileBytes: UInt64
    /// Bytes of output that are captured before the program is stopped; checked by the reader.
    package var outputBytes: UInt64
    /// No network: opening any but a local socket ends the program (a seccomp filter, which
    /// needs no privilege and names what was tried), inside the empty network namespace of its
    /// sandbox where there is one.
    package var isolated: Bool

    package init(memoryBytes: UInt64, processorSeconds: UInt64?, processes: UInt64, fileBytes: UInt64,
                outputBytes: UInt64, isolated: Bool) {
        self.memoryBytes = memoryBytes
        self.processorSeconds = processorSeconds
        self.processes = processes
        self.fileBytes = fileBytes
        self.outputBytes = outputBytes
        self.isolated = isolated
    }

    private static let mebibyte: UInt64 = 1 << 20

    /// A program run by `learn run` or a check: an exercise draws a few views, well under each.
    package static let learnerProgram = ResourceLimits(
        memoryBytes: 2048 * mebibyte, processorSeconds: 60, processes: 256, fileBytes: 256 * mebibyte,
        outputBytes: 16 * mebibyte, isolated: false)
    /// The REPL's evaluator, which runs a whole session's inputs, each under the REPL's timeout.
    package static let evaluator = ResourceLimits(
        memoryBytes: 2048 * mebibyte, processorSeconds: nil, processes: 256, fileBytes: 256 * mebibyte,
        outputBytes: 16 * mebibyte, isolated: false)
    /// The compiler working on a learner's file: a file of a few hundred lines compiles in
    /// seconds, in well under 1 GiB; one made to be slow or huge is stopped. Its sandbox closes
    /// the network; without one it is left open, as the compiler looks its host name up (for
    /// its module cache's lock files) and learner code does not run in it.
    package static let compiler = ResourceLimits(
        memoryBytes: 4096 * mebibyte, processorSeconds: 120, processes: 64, fileBytes: 512 * mebibyte,
        outputBytes: 16 * mebibyte, isolated: false)
    /// A scenario program in batch grading, which also gets no network and a private temporary folder.
    package static let grading: ResourceLimits = {
        var limits = learnerProgram
        limits.isolated = true
        return limits
    }()

    // MARK: - Passing the limits to `learn-limits`

    /// `learn-limits`'s arguments before the program's: the limits, then `--`.
    package var arguments: [String] {
        [String(memoryBytes), processorSeconds.map(String.init) ?? "-", String(processes), String(fileBytes),
         String(outputBytes), isolated ? "isolated" : "shared", "--"]
    }

    /// Reads ``arguments`` back; `nil` when they are not what ``arguments`` writes.
    package init?(arguments: ArraySlice<String>) {
        let values = Array(arguments)
        guard values.count == 7, values[6] == "--",
              let memory = UInt64(values[0]), let processes = UInt64(values[2]), let file = UInt64(values[3]),
              let output = UInt64(values[4]), values[5] == "isolated" || values[5] == "shared" else { return nil }
        let processor = UInt64(values[1])
        guard processor != nil || values[1] == "-" else { return nil }
        self.init(memoryBytes: memory, processorSeconds: processor, processes: processes, fileBytes: file,
                  outputBytes: output, isolated: values[5] == "isolated")
    }
}
