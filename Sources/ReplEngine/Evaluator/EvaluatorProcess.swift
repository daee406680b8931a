import LearnerProcesses
import LearnerPrograms
import EvaluatorProtocol
import Foundation
import ProcessLimits

/// The `learn-evaluator` child process, which loads the session's snippet libraries into
/// itself and runs them, so that learner code never runs in the REPL's own process.
///
/// It runs in a process group of its own, so that stopping it also stops whatever the
/// learner's code started. Requests and replies travel over a socket that is its file
/// descriptor 3, apart from its standard output and error: those go to one pipe (so they
/// interleave as written), which is read while a request is answered so that a chatty
/// program never blocks on a full pipe.
final class EvaluatorProcess {
    /// How an evaluator that died by itself ended.
    enum End: Equatable {
        case exited(status: Int32)
        case signaled(Int32)
        /// It went over one of its limits and was stopped.
        case exceeded(ResourceLimit)
    }

    /// What came of one request.
    enum Exchange {
        /// The evaluator answered; `output` is what the code printed meanwhile.
        case replied(EvaluatorReply, output: String)
        /// The evaluator died before answering: the code crashed it or called `exit`.
        case ended(End, output: String)
        /// No answer came before the timeout; the evaluator was killed.
        case timedOut(output: String)
        /// An interrupt came before the answer; the evaluator was killed.
        case interrupted(output: String)

        /// What the code printed, however the exchange ended.
        var output: String {
            switch self {
            case .replied(_, let output), .ended(_, let output), .timedOut(let output), .interrupted(let output): output
            }
        }
    }

    private let process: StartedProcess
    private var pid: pid_t { process.pid }
    /// The REPL's end of the socket.
    private let channel: Int32
    /// The read end of the output pipe, non-blocking.
    private let output: Int32
    private let limits: ResourceLimits
    private var isRunning = true

    /// Starts `executable` (`learn-evaluator`) under `limits` in `sandbox` and returns at once; the
    /// evaluator loads the runtime at `runtimeLibrary` and applies `settings` while the REPL goes
    /// on (compiling). The sandbox keeps the terminal, which `:live` lends it.
    ///
    /// With `debugger` (`learn-debugger`'s path and arguments), the evaluator compiles inputs in
    /// memory (``EvaluatorCommand/runInMemory``): it starts the debugger in its sandbox and loads
    /// the runtime's modules into it before it answers its first request.
    init(
        executable: String, runtimeLibrary: String, settings: PresentationSettings, limits: ResourceLimits, sandbox: Sandbox,
        debugger: [String] = []
    ) throws(EvaluatorError) {
        var sockets: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw .couldNotCreatePipe(reason: String(cString: strerror(errno)))
        }
        let pipeEnds: (read: Int32, write: Int32)
        do {
            pipeEnds = try makeCloseOnExecPipe()
        } catch {
            sockets.forEach { close($0) }
            throw .couldNotCreatePipe(reason: error.reason)
        }
        var childChannel = sockets[1]
        if childChannel == MessageFraming.channelDescriptor {
            childChannel = fcntl(childChannel, F_DUPFD_CLOEXEC, MessageFraming.channelDescriptor + 1)
            close(sockets[1])
        }
        defer {
            close(childChannel)
            close(pipeEnds.write)
        }

        // Linux's crash backtracer can take seconds; the runtime's one-line message is enough.
        let environment = Sandbox.environment(
            from: ProcessInfo.processInfo.environment, keeping: ["SWIFT_BACKTRACE": "enable=no"], scratch: nil)
        var child = ChildProcess(
            executable: executable,
            arguments: ["learn-evaluator", runtimeLibrary, String(decoding: settings.payload, as: UTF8.self)] + debugger,
            environment: environment,
            streams: .piped(output: pipeEnds.write, channel: childChannel)
        )
        child.limits = limits
        var sandbox = sandbox
        sandbox.keepsTerminal = true
        child.sandbox = sandbox
        do {
            process = try child.start()
        } catch {
            close(sockets[0])
            close(pipeEnds.read)
            throw .couldNotStart(error)
        }
        channel = sockets[0]
        output = pipeEnds.read
        self.limits = limits
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    /// Sends `request` and waits for the reply, reading the program's output meanwhile.
    /// Unless the evaluator replies, it is dead and reaped when this returns.
    ///
    /// For ``EvaluatorRequest/runInMemory(_:)``, the evaluator first replies with the input's
    /// ``InMemoryCompilation``, given to `compiled` as it arrives; the wait for it is limited
    /// by `compileSeconds`, and `timeout` starts after it. A compilation that failed is the reply.
    func exchange(
        _ request: EvaluatorRequest, timeout: Double, compileSeconds: Double? = nil, interrupter: EvaluationInterrupter,
        compiled: (InMemoryCompilation) -> Void = { _ in }
    ) -> Exchange {
        var captured = OutputCapture()
        /// Kills and reaps the evaluator, then collects the rest of what it printed.
        func ending(afterItEnded: Bool = false, _ exchange: (End, String) -> Exchange) -> Exchange {
            let end = stop(afterItEnded: afterItEnded)
            _ = captured.read(from: output)
            return exchange(end, captured.text)
        }

        guard send(request.message) else { return ending(afterItEnded: true) { .ended($0, output: $1) } }
        var deadline = ChildProcess.monotonicSeconds() + (compileSeconds ?? timeout)
        var reply: [UInt8] = []
        var outputOpen = true
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var watch = LimitWatch(limits)
        while true {
            let remaining = deadline - ChildProcess.monotonicSeconds()
            guard remaining > 0 else { return ending { .timedOut(output: $1) } }
            var descriptors = [
                pollfd(fd: channel, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interrupter.descriptor, events: Int16(POLLIN), revents: 0),
                // poll skips negative descriptors: a program may close its output early.
                pollfd(fd: outputOpen ? output : -1, events: Int16(POLLIN), revents: 0),
            ]
            let milliseconds = Int32((min(remaining, LimitWatch.groupCountInterval) * 1000).rounded(.up))
            guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) >= 0 || errno == EINTR else {
                return ending(afterItEnded: true) { .ended($0, output: $1) }
            }
            if descriptors[2].revents != 0 {
                outputOpen = captured.read(from: output)
            }
            if let limit = watch.exceeded(by: process, output: UInt64(captured.byteCount)) {
                return ending { _, output in .ended(.exceeded(limit), output: output) }
            }
            if descriptors[1].revents != 0, interrupter.takeRequest() {
                return ending { .interrupted(output: $1) }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(channel, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return ending(afterItEnded: true) { .ended($0, output: $1) } }
            reply += buffer.prefix(count)
            while let message = MessageFraming.firstMessage(in: reply) {
                reply.removeFirst(message.consumed)
                let answer = EvaluatorReply(message.body)
                if answer.status == .compiled, let compilation = InMemoryCompilation(payload: answer.payload) {
                    compiled(compilation)
                    // The input's code runs now, for at most `timeout`.
                    if compilation.result == .compiled {
                        deadline = ChildProcess.monotonicSeconds() + timeout
                        continue
                    }
                }
                // The evaluator flushed its output before replying, so all of it is in the pipe.
                _ = captured.read(from: output)
                return .replied(answer, output: captured.text)
            }
        }
    }

    /// Like ``exchange(_:timeout:compileSeconds:interrupter:compiled:)``, with no time limit and the terminal lent to
    /// the evaluator meanwhile, as a shell lends it to a foreground job: its process group may
    /// then read keys from it. The terminal's settings are put back afterwards, whatever the
    /// evaluator did to them (it may have died in raw mode, on the alternate screen).
    func exchangeLendingTerminal(_ request: EvaluatorRequest, interrupter: EvaluationInterrupter) -> Exchange {
        var settings = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &settings) == 0
        let lent = TerminalForeground(handingTo: pid)
        let exchange = exchange(request, timeout: .infinity, interrupter: interrupter)
        _ = consume lent
        guard hasTerminal else { return exchange }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        if case .replied = exchange {} else {
            // The evaluator died on the alternate screen: back to the normal one, cursor shown.
            let reset = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
            _ = reset.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
        return exchange
    }

    /// `MSG_NOSIGNAL`: writing to an evaluator that has died must not kill the REPL with SIGPIPE.
    private func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(channel, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Kills the evaluator's whole process group and reaps it. If it had already died, its
    /// own end (the signal that crashed it, or its exit status) is what is returned: one that
    /// `afterItEnded` (its channel closed) is first given a moment to be reported by the `bwrap`
    /// around it, which passes the evaluator's end on when it ends.
    @discardableResult
    private func stop(afterItEnded: Bool = false) -> End {
        isRunning = false
        var status: Int32 = 0
        var usage = rusage()
        var reaped = false
        if afterItEnded {
            let deadline = ChildProcess.monotonicSeconds() + 2
            while !reaped && ChildProcess.monotonicSeconds() < deadline {
                let result = wait4(pid, &status, WNOHANG, &usage)
                reaped = result == pid || (result == -1 && errno != EINTR)
                if !reaped { usleep(2_000) }
            }
        }
        kill(-pid, SIGKILL)
        if !reaped { while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {} }
        defer { process.finish() }
        let termination = process.termination(fromWaitStatus: status)
        // SIGKILL is learn's own (a timeout, an interrupt), unless the kernel sent it for memory.
        if termination != .signaled(SIGKILL) || process.wasKilledForMemory,
           let limit = process.exceeded(limits, by: termination, usage: usage, tasksLeft: 0, output: nil) {
            return .exceeded(limit)
        }
        switch termination {
        case .exited(let status): return .exited(status: status)
        case .signaled(let signal): return .signaled(signal)
        case .timedOut, .interrupted, .exceeded: return .signaled(SIGKILL)  // never from a wait status
        }
    }

    deinit {
        if isRunning { stop() }
        close(channel)
        close(output)
    }
}
