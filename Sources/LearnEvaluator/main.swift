// learn-evaluator: the long-lived child process in which the REPL runs learner code.
//
//     learn-evaluator /path/to/libSwiftUI.so SETTINGS [LEARN-DEBUGGER ARGUMENTS…]
//
// It loads the runtime library once, globally, so that every snippet library it loads later
// binds to that one copy (a second copy would make `as?` casts fail between them). Then it
// serves requests from the REPL on its channel, one at a time, until the REPL closes it. The
// protocol (framing, command letters, status bytes, entry points) is the EvaluatorProtocol
// module's; the runtime's SnippetSupport module answers every command but loading a snippet.
// What learner code prints goes to this process's standard output and error, which the REPL
// reads from a pipe; standard output is flushed before each reply so the REPL has all of it by then.
//
// With a `learn-debugger` command line, it compiles inputs in memory (issue 28): it starts the
// debugger as its child, in its own sandbox, with its own process ID and path added to the
// arguments, lets it trace this process, and waits until it is attached. Each `runInMemory`
// request's input goes to the debugger, which compiles it while this process is stopped in
// `learn_in_memory_compile_point`; the learner's code then runs here, as a library's does.
//
// This program links neither the runtime nor Foundation: only the C library and the protocol.
import CProcessControl
import EvaluatorProtocol
@preconcurrency import Glibc

/// The signature of SnippetSupport's entry points: request bytes in, a `malloc`ed reply out.
typealias Handler = @convention(c) (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>?

/// The signature of a snippet library's entry (`EvaluatorCommand.snippetEntrySymbol`).
typealias SnippetEntry = @convention(c) () -> Void

let channel = MessageFraming.channelDescriptor

/// The next request, or `nil` when the REPL has closed the channel.
func nextRequest() -> [UInt8]? {
    MessageFraming.read(from: channel)
}

func send(_ reply: [UInt8]) {
    // Everything the snippet printed reaches the pipe before the reply does.
    fflush(stdout)
    fflush(stderr)
    guard MessageFraming.write(reply, to: channel) else { exit(0) }
}

func failure(_ message: String) -> [UInt8] {
    EvaluatorStatus.failed.reply(Array(message.utf8))
}

/// Answers every request with `message` when the evaluator cannot work at all, so that the
/// REPL reports why for the input that needed it, instead of a mysterious exit.
func refuseRequests(_ message: String) -> Never {
    while nextRequest() != nil { send(failure("learn-evaluator: " + message)) }
    exit(0)
}

func lastLinkerError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
}

func symbol<T>(_ name: String, in library: UnsafeMutableRawPointer, as type: T.Type) -> T? {
    dlsym(library, name).map { unsafeBitCast($0, to: type) }
}

/// Calls one of SnippetSupport's entry points and takes its reply.
func call(_ handler: Handler, with request: ArraySlice<UInt8>) -> [UInt8] {
    var count = 0
    let reply = Array(request).withUnsafeBufferPointer { handler($0.baseAddress, $0.count, &count) }
    guard let reply else { return failure("no reply from SnippetSupport") }
    defer { free(reply) }
    return Array(UnsafeBufferPointer(start: reply, count: count))
}

/// Loads a snippet library and runs it. Libraries are never closed: the Swift runtime keeps
/// pointers into every library that has registered types or conformances with it.
func run(libraryAt path: String, finish: Handler) -> [UInt8] {
    guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        return failure("cannot load the input's library: \(lastLinkerError())")
    }
    guard let entry = symbol(EvaluatorCommand.snippetEntrySymbol, in: library, as: SnippetEntry.self) else {
        return failure("\(path) has no \(EvaluatorCommand.snippetEntrySymbol)")
    }
    entry()
    return call(finish, with: [])
}

/// The REPL that started this evaluator. If it dies without closing the channel (killed with
/// SIGKILL) while learner code runs forever, the evaluator is handed to another parent; a
/// thread that notices ends the evaluator rather than leave it spinning.
let repl = getppid()

func endWhenTheREPLIsGone() {
    var watcher = pthread_t()
    _ = pthread_create(&watcher, nil, { _ in
        while getppid() == repl { usleep(200_000) }
        _exit(0)
    }, nil)
}

// MARK: Compiling in memory

/// `learn-debugger`, started by ``startDebugger(_:)``: its end of the socket, or why there is none.
enum InMemoryCompiler {
    case attached(socket: Int32)
    case unavailable(String)
}

/// Starts `learn-debugger` (`command`: its path and arguments, to which this process's ID and
/// path are added) and waits until it has attached.
func startDebugger(_ command: [String]) -> InMemoryCompiler {
    var sockets: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
        return .unavailable("no socket for the debugger: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // LLDB's own messages are not the learner's output.
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
    posix_spawn_file_actions_adddup2(&actions, sockets[1], channel)
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    let executable = length > 0 ? String(cString: path) : CommandLine.arguments[0]
    let argv = (command + [String(getpid()), executable]).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var debugger: pid_t = 0
    let spawned = posix_spawn(&debugger, command[0], &actions, nil, argv, environ)
    close(sockets[1])
    guard spawned == 0 else {
        close(sockets[0])
        return .unavailable("cannot start \(command[0]): \(String(cString: strerror(spawned)))")
    }
    // Where Yama restricts tracing to ancestors, the debugger (a child) must be named.
    _ = learn_allow_tracing_by(debugger)
    guard let ready = MessageFraming.read(from: sockets[0]) else {
        close(sockets[0])
        return .unavailable("the debugger ended before it was ready")
    }
    if let refused = InMemoryCompilation(payload: ready), refused.result == .unavailable {
        close(sockets[0])
        return .unavailable(refused.message)
    }
    return .attached(socket: sockets[0])
}

/// Has the debugger compile `input` (an ``InMemoryInput`` payload) while this process waits in
/// `learn_in_memory_compile_point`.
func compileInMemory(_ input: ArraySlice<UInt8>) -> InMemoryCompilation {
    switch inMemoryCompiler {
    case .unavailable(let reason)?:
        return InMemoryCompilation(.unavailable, message: reason)
    case nil:
        return InMemoryCompilation(.unavailable, message: "this evaluator was started without a debugger")
    case .attached(let socket)?:
        guard MessageFraming.write(Array(input), to: socket) else {
            inMemoryCompiler = .unavailable("the debugger has ended")
            return compileInMemory(input)
        }
        learn_in_memory_compile_point()
        guard let reply = MessageFraming.read(from: socket), let compilation = InMemoryCompilation(payload: reply) else {
            inMemoryCompiler = .unavailable("the debugger has ended")
            return compileInMemory(input)
        }
        return compilation
    }
}

nonisolated(unsafe) var inMemoryCompiler: InMemoryCompiler?

endWhenTheREPLIsGone()
let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count > 4 else {
    refuseRequests("usage: learn-evaluator LIBSWIFTUI SETTINGS [LEARN-DEBUGGER ARGUMENTS…]")
}
// Line by line even into a pipe, so what was printed before a crash reaches the learner.
setvbuf(stdout, nil, _IOLBF, 0)
guard let runtime = dlopen(arguments[1], RTLD_NOW | RTLD_GLOBAL) else {
    refuseRequests("cannot load the runtime: \(lastLinkerError())")
}

func handler(_ name: String) -> Handler {
    guard let found = symbol(name, in: runtime, as: Handler.self) else {
        refuseRequests("the runtime at \(arguments[1]) has no \(name); rebuild it with `swift build`")
    }
    return found
}

/// Each command's entry point in the runtime, looked up once.
let handlers = Dictionary(uniqueKeysWithValues: EvaluatorCommand.allCases.map { ($0, handler($0.entryPoint)) })
_ = call(handlers[.configure]!, with: Array(arguments[2].utf8)[...])
if arguments.count > 4 {
    inMemoryCompiler = startDebugger(Array(arguments[3...]))
    // The runtime's modules are loaded now, while the REPL waits for its first input.
    let imported = compileInMemory(InMemoryInput(seconds: 0, source: "import SwiftUI\nimport SnippetSupport").payload[...])
    if imported.result != .compiled, imported.result != .unavailable {
        inMemoryCompiler = .unavailable("LLDB cannot import the runtime: " + imported.message)
    } else if imported.result == .compiled {
        // And code as an input's usually is (InMemorySource) is compiled once, never run: LLDB
        // reads what a compile uses from the modules the first time, which made the first view
        // 85 ms where the next took 50.
        let usual = """
            @MainActor func _learnWarmUp() {
                do {
                    try _learnPresent(types: [:]) { VStack { Text("").padding().border(Color.red).frame(width: 8) } }
                } catch {
                    _learnReportUncaught(error)
                }
            }
            """
        _ = compileInMemory(InMemoryInput(seconds: 0, source: usual).payload[...])
    }
}

while let request = nextRequest(), let letter = request.first {
    let payload = request.dropFirst()
    switch EvaluatorCommand(rawValue: letter) {
    case .run?: send(run(libraryAt: String(decoding: payload, as: UTF8.self), finish: handlers[.run]!))
    case .runInMemory?:
        let compilation = compileInMemory(payload)
        send(EvaluatorStatus.compiled.reply(compilation.payload))
        if compilation.result == .compiled { send(call(handlers[.runInMemory]!, with: [])) }
    case let command?: send(call(handlers[command]!, with: payload))
    case nil: send(failure("unknown request \(letter)"))
    }
}
exit(0)
