// learn-debugger: LLDB's in-memory Swift compiler for one learn-evaluator (issue 28).
//
//     learn-debugger LIBLLDB LIBPYTHON|- MODULES CLANG-FLAGS CACHE PYTHON-BYTECODE EVALUATOR-PID EVALUATOR
//     learn-debugger --keep-python-bytecode LIBLLDB LIBPYTHON CACHE PYTHON-BYTECODE
//
// learn-evaluator starts it in its own sandbox, under its limits, with a socket to itself as
// file descriptor 3. It attaches to the evaluator, stops it nowhere but at
// `learn_in_memory_compile_point`, and says it is ready (an empty message). Each time the
// evaluator stops there, it has sent an `InMemoryInput` first: this evaluates its source in REPL
// mode, where declarations stay for later inputs, replies with an `InMemoryCompilation`, and lets
// the evaluator go on. Every signal passes through to the evaluator as if no debugger were
// there, so a crash ends it as it would without one. It ends when the evaluator does or closes
// the socket; when it is killed the kernel detaches it, and the evaluator goes on.
import CProcessControl
import EvaluatorProtocol
@preconcurrency import Glibc
import InMemoryCompiler

let channel = MessageFraming.channelDescriptor
signal(SIGPIPE, SIG_IGN)
// The evaluator is this process's parent: a debugger has nothing to do once it has ended.
_ = learn_end_with_parent()

func send(_ body: [UInt8]) {
    guard MessageFraming.write(body, to: channel) else { exit(0) }
}

/// Tells the evaluator why there is no in-memory compiler, and ends.
func refuse(_ message: String) -> Never {
    send(InMemoryCompilation(.unavailable, message: message).payload)
    exit(0)
}

func milliseconds(since start: timespec) -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1_000_000
}

let arguments = CommandLine.arguments
// learn's own run, outside any sandbox and with no evaluator: the bytecode of LLDB's Python
// modules, written where sandboxes can only read it.
if arguments.count == 6, arguments[1] == "--keep-python-bytecode" {
    let session = try? LLDBSession(lldb: arguments[2], python: arguments[3], cache: .init(folder: arguments[4], pythonBytecode: arguments[5]))
    session?.keepPythonBytecode()
    exit(session == nil ? 1 : 0)
}
guard arguments.count == 9, let evaluatorID = Int32(arguments[7]) else {
    refuse("usage: learn-debugger LIBLLDB LIBPYTHON MODULES CLANG-FLAGS CACHE PYTHON-BYTECODE EVALUATOR-PID EVALUATOR")
}
let session: LLDBSession
do {
    let cache = LLDBSession.Cache(folder: arguments[5], pythonBytecode: arguments[6])
    session = try LLDBSession(lldb: arguments[1], python: arguments[2] == "-" ? nil : arguments[2], cache: cache)
} catch {
    refuse(error.message)
}
session.command("settings set target.swift-module-search-paths \"\(arguments[3])\"")
session.command("settings set -- target.swift-extra-clang-flags \"\(arguments[4])\"")
guard session.target(arguments[8]) else { refuse("LLDB cannot read \(arguments[8])") }
session.command("process attach --pid \(evaluatorID)")
guard session.processState == LLDBSession.stopped else {
    refuse("LLDB could not attach to the evaluator (a debugger may not be allowed to trace processes here)")
}
// A signal the learner's code gets or causes is the evaluator's, as without a debugger. A fault
// stops the process first: in code LLDB runs itself (a variable's initial value), so that LLDB
// takes that code back; in the evaluator's own running, the loop below hands it on.
let signals = "SIGHUP SIGINT SIGQUIT SIGUSR1 SIGUSR2 SIGPIPE SIGALRM SIGTERM SIGCHLD SIGCONT SIGTSTP SIGTTIN SIGTTOU "
    + "SIGURG SIGXCPU SIGXFSZ SIGVTALRM SIGPROF SIGWINCH SIGIO"
session.command("process handle --pass true --stop false --notify false \(signals)")
session.command("process handle --pass true --stop true --notify false SIGILL SIGTRAP SIGABRT SIGBUS SIGFPE SIGSEGV SIGSYS")
session.command("breakpoint set --name learn_in_memory_compile_point")
session.reserveMemoryForCompiles()
send([])

/// Whether the evaluator has sent an input: it always does before it stops at the compile
/// point, so a stop with none waiting is another (LLDB stops at a fault whatever `process
/// handle` says), and continuing hands the evaluator its signal.
func inputIsWaiting() -> Bool {
    var descriptor = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
}

while true {
    session.continueProcess()
    guard session.processState == LLDBSession.stopped else { exit(0) }
    guard inputIsWaiting() else { continue }
    guard let body = MessageFraming.read(from: channel), let input = InMemoryInput(payload: body)
    else { exit(0) }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let warnings = session.warnings(for: input.source)
    let outcome = session.evaluate(input.source, timeout: input.seconds == 0 ? .zero : .seconds(input.seconds))
    let took = milliseconds(since: start)
    switch outcome {
    case .value, .none:
        send(InMemoryCompilation(.compiled, milliseconds: took, message: warnings).payload)
    // LLDB took back code that crashed or ran out of time ("Expression execution was interrupted").
    case .error(let message) where message.lowercased().contains("execution was interrupted") || message.contains("timed out"):
        send(InMemoryCompilation(.stopped, milliseconds: took, message: message).payload)
    case .error(let message):
        send(InMemoryCompilation(.failed, milliseconds: took, message: message).payload)
    }
}
