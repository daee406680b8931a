import EvaluatorProtocol
import Foundation
import ProcessLimits

/// A program run in a process group of its own, so that a timeout or an interruption can
/// kill it together with anything it started, whatever signals it ignores.
///
/// Started with `posix_spawn` rather than Foundation's `Process`: the process group is set
/// before the program starts, and output goes straight to a file descriptor, never through
/// a pipe that a chatty child could fill while nobody reads it.
package struct ChildProcess {
    /// Where the child's standard streams go.
    package enum Streams {
        /// The child shares learn's stdin, stdout and stderr, and gets the terminal.
        case inherited
        /// As `inherited`, but the child's stderr goes to `errors` (a pipe's write end), for
        /// learn to pass on what it writes there in the learner's terms.
        case inheritedWithErrors(into: Int32)
        /// As `inheritedWithErrors`, and its stdout goes to `output` (a pipe's write end), for
        /// learn to pass on and count (`outputSize`) when its own is not a terminal.
        case relayed(output: Int32, errors: Int32)
        /// The child's stdout and stderr both go to the file at this path; stdin is empty.
        case captured(inFile: String)
        /// The child's stdout goes to the file at `output` and its stderr to the file at
        /// `errors`; stdin is empty.
        case recorded(output: String, errors: String)
        /// The child's stdout and stderr both go to `output` (a pipe's write end), and
        /// `channel` becomes its file descriptor 3 (`MessageFraming.channelDescriptor`); stdin is empty.
        case piped(output: Int32, channel: Int32)
    }

    /// How the child ended.
    package enum Termination: Equatable {
        /// It exited by itself with this status.
        case exited(status: Int32)
        /// A signal ended it, usually a crash.
        case signaled(Int32)
        /// It was still running at the deadline and was killed.
        case timedOut
        /// learn was asked to stop by this signal while the child ran, and killed it.
        case interrupted(by: Int32)
        /// It went over one of its ``ChildProcess/limits`` and was stopped.
        case exceeded(ResourceLimit)
    }

    /// Absolute path of the program.
    package let executable: String
    /// The program's arguments, starting with the name it sees as its own.
    package let arguments: [String]
    package let environment: [String: String]
    package let streams: Streams
    /// The limits a learner's program (or the compiler working on a learner's file) runs under,
    /// applied by `learn-limits` and, for the whole program, a ``ControlGroup`` where one can be
    /// made; `nil` for learn's own helpers.
    package var limits: ResourceLimits?
    /// What the program may see and reach, with ``limits``; `nil`, or a machine where
    /// ``SandboxTool/current`` has no sandbox, runs it with its limits alone.
    package var sandbox: Sandbox?
    /// How the child is stopped at its timeout or when learn is asked to stop.
    package var stopping: Stopping = .killingItsGroup
    /// The bytes of output the child has written, for output that learn passes on itself
    /// (``Streams/relayed(output:errors:)``); captured output is measured by its file.
    package var outputSize: (@Sendable () -> UInt64)?

    /// How a child is stopped before it ends by itself.
    package enum Stopping {
        /// SIGKILL to its process group: nothing in it can delay or survive that.
        case killingItsGroup
        /// SIGTERM to the child, which stops what it started (another `learn`, whose own
        /// children are in process groups of their own), then its group killed after `grace`
        /// seconds if it is still there.
        case askingFirst(grace: Double)
    }

    package init(executable: String, arguments: [String], environment: [String: String], streams: Streams,
                 limits: ResourceLimits? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.streams = streams
        self.limits = limits
    }

    /// Runs the program and waits for it to end, killing it after `timeout` seconds, or as
    /// soon as learn is asked to stop by a signal (Ctrl-C, `kill`, a closed terminal).
    package func run(timeout: Double?) throws(ChildProcessError) -> Termination {
        let signals = TerminationSignals()
        return try run(timeout: timeout, stopRequest: { signals.received })
    }

    /// Runs the program and waits for it to end, killing it after `timeout` seconds, or as
    /// soon as `stopRequest` returns a signal number: the reason reported as `.interrupted`.
    /// It is asked every few milliseconds, from the waiting thread.
    package func run(timeout: Double?, stopRequest: () -> Int32?) throws(ChildProcessError) -> Termination {
        let started = try start()
        defer { started.finish() }
        let foreground = streams.isInherited ? TerminalForeground(handingTo: started.pid) : nil
        let termination = try wait(for: started, timeout: timeout, stopRequest: stopRequest)
        _ = consume foreground
        return termination
    }

    /// Starts the program and returns at once. The caller must reap it (`waitpid` on its
    /// ``StartedProcess/pid``) and then call ``StartedProcess/finish()``.
    package func start() throws(ChildProcessError) -> StartedProcess {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Process group 0 makes the child the leader of a new group with its own pid as id.
        // Signal handlers reset on exec; ignored signals stay ignored, as they would for
        // a program the shell started in learn's place (`nohup`), except for learner programs,
        // whose `learn-limits` starts them as from a shell. No signal stays blocked: learn's
        // threads block some, and a child that inherited that mask could not be stopped by them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))

        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        switch streams {
        case .inherited:
            break
        case .inheritedWithErrors(let errors):
            posix_spawn_file_actions_adddup2(&fileActions, errors, STDERR_FILENO)
        case .relayed(let output, let errors):
            posix_spawn_file_actions_adddup2(&fileActions, output, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&fileActions, errors, STDERR_FILENO)
        case .captured(let outputFile):
            posix_spawn_file_actions_addopen(&fileActions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(
                &fileActions, STDOUT_FILENO, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&fileActions, STDOUT_FILENO, STDERR_FILENO)
        case .recorded(let outputFile, let errorsFile):
            posix_spawn_file_actions_addopen(&fileActions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&fileActions, STDOUT_FILENO, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
            posix_spawn_file_actions_addopen(&fileActions, STDERR_FILENO, errorsFile, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        case .piped(let output, let channel):
            posix_spawn_file_actions_addopen(&fileActions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&fileActions, output, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&fileActions, output, STDERR_FILENO)
            // dup2 leaves the copy open across exec even though the original is close-on-exec;
            // the caller makes sure `channel` is not 3 already, where dup2 would do nothing.
            posix_spawn_file_actions_adddup2(&fileActions, channel, MessageFraming.channelDescriptor)
        }
        // Nothing else of learn's: a descriptor a library opened without close-on-exec (the
        // terminal, a lock) would otherwise be held by the program, and by what it leaves
        // running. What the child is given above it gets through dup2, which clears the flag.
        Self.markCloseOnExec()

        var spawned = executable
        var spawnedArguments = arguments
        var group: ControlGroup?
        var sandboxed = false
        if let limits {
            // posix_spawn cannot set resource limits: learn-limits joins the control group and
            // sets them, then execs the program; in a sandbox, it execs bwrap, which runs it again
            // inside to set them there.
            let limitsExecutable = try Self.limitsExecutable()
            group = ControlGroup.make(memoryBytes: limits.memoryBytes, processes: limits.processes)
            let joining = (group?.folders ?? []).flatMap { ["--cgroup", $0] }
            spawned = limitsExecutable
            if var sandbox, let bubblewrap = SandboxTool.current.bubblewrap {
                sandbox.readable += [executable, limitsExecutable]
                sandboxed = true
                spawnedArguments = [LimitsLocation.executableName] + joining + ["join", "--", bubblewrap, "bwrap"]
                    + sandbox.bubblewrapArguments + [limitsExecutable] + limits.arguments + [executable] + arguments
            } else {
                spawnedArguments = [LimitsLocation.executableName] + joining + limits.arguments + [executable] + arguments
            }
        }
        let argv = CStringArray(spawnedArguments)
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let result = posix_spawn(&pid, spawned, &fileActions, &attributes, argv.pointers, envp.pointers)
        guard result == 0 else {
            group?.remove()
            throw .couldNotStart(spawned, reason: String(cString: strerror(result)))
        }
        return StartedProcess(pid: pid, controlGroup: group, isSandboxed: sandboxed)
    }

    /// Sets close-on-exec on every descriptor of learn's above standard error.
    private static func markCloseOnExec() {
        guard let folder = opendir("/proc/self/fd") else { return }
        defer { closedir(folder) }
        let own = dirfd(folder)
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let descriptor = Int32(name), descriptor > STDERR_FILENO, descriptor != own else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 && flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// Polls rather than blocking in `waitpid`, so the deadline and stop requests are
    /// noticed by the same thread that reaps the child: the group is never killed after
    /// its id could have been reused.
    private func wait(
        for started: StartedProcess, timeout: Double?, stopRequest: () -> Int32?
    ) throws(ChildProcessError) -> Termination {
        let pid = started.pid
        let start = Self.monotonicSeconds()
        var pause: useconds_t = 1_000
        var watch = limits.map(LimitWatch.init)
        while true {
            var status: Int32 = 0
            var usage = rusage()
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid {
                let termination = started.termination(fromWaitStatus: status)
                guard let limits else { return termination }
                // What it started may still run, and counts towards what it did.
                let left = started.taskCount()
                Self.killGroup(pid)
                return started.exceeded(limits, by: termination, usage: usage, tasksLeft: left, output: capturedOutputSize)
                    .map(Termination.exceeded) ?? termination
            }
            if result == -1 && errno != EINTR {
                throw .waitFailed(reason: String(cString: strerror(errno)))
            }
            if let signal = stopRequest() {
                stop(pid)
                return .interrupted(by: signal)
            }
            if let limit = watch?.exceeded(by: started, output: capturedOutputSize) {
                Self.killGroup(pid)
                return .exceeded(limit)
            }
            if let timeout, Self.monotonicSeconds() - start >= timeout {
                stop(pid)
                return .timedOut
            }
            usleep(pause)
            // Short pauses keep quick programs quick: the end of a REPL snippet's compile is
            // noticed within 5 ms. Even at 200 wake-ups a second, waiting costs next to nothing.
            pause = min(pause * 2, 5_000)
        }
    }

    /// The size of the file a `.captured` child's output goes to, or of its relayed output.
    private var capturedOutputSize: UInt64? {
        if let outputSize { return outputSize() }
        guard case .captured(let file) = streams else { return nil }
        var status = stat()
        return stat(file, &status) == 0 ? UInt64(status.st_size) : nil
    }

    /// `learn-limits`, next to the running executable, or `$LEARN_LIMITS`.
    private static func limitsExecutable() throws(ChildProcessError) -> String {
        do {
            return try LimitsLocation.locate()
        } catch {
            throw .couldNotStart(LimitsLocation.executableName, reason: "\(error)")
        }
    }

    /// Stops the child as ``stopping`` says, and reaps it.
    private func stop(_ pid: pid_t) {
        if case .askingFirst(let grace) = stopping {
            kill(pid, SIGTERM)
            let deadline = Self.monotonicSeconds() + grace
            var status: Int32 = 0
            while Self.monotonicSeconds() < deadline {
                if waitpid(pid, &status, WNOHANG) == pid { return }
                usleep(10_000)
            }
        }
        Self.killGroup(pid)
    }

    /// SIGKILL cannot be caught or ignored, so this ends the whole group for certain; the
    /// leader is then reaped so it does not linger as a zombie.
    package static func killGroup(_ pid: pid_t) {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// Decodes a `waitpid` status; Swift does not import the `WIFEXITED` family of macros.
    package static func termination(fromWaitStatus status: Int32) -> Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal)
    }

    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension ChildProcess.Streams {
    fileprivate var isInherited: Bool {
        switch self {
        case .inherited, .inheritedWithErrors, .relayed: true
        case .captured, .recorded, .piped: false
        }
    }
}

/// A NULL-terminated array of C strings, as `posix_spawn` takes for argv and envp, freed
/// when this value is destroyed.
private struct CStringArray: ~Copyable {
    package let pointers: [UnsafeMutablePointer<CChar>?]

    package init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        pointers.forEach { free($0) }
    }
}

/// The operating system refused to start or wait for a program.
package enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    case couldNotStart(String, reason: String)
    case waitFailed(reason: String)

    package var description: String {
        switch self {
        case .couldNotStart(let executable, let reason):
            "could not start \(executable): \(reason)"
        case .waitFailed(let reason):
            "could not wait for a program to finish: \(reason)"
        }
    }
}
