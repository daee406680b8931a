// learn-evaluator: the long-lived child process in which the REPL runs learner code.
//
//     learn-evaluator /path/to/libSwiftUI.so SETTINGS
//
// It loads the runtime library once, globally, so that every snippet library it loads later
// binds to that one copy (a second copy would make `as?` casts fail between them). Then it
// serves requests from the REPL on its channel, one at a time, until the REPL closes it. The
// protocol (framing, command letters, status bytes, entry points) is the EvaluatorProtocol
// module's; the runtime's SnippetSupport module answers every command but loading a snippet.
// What learner code prints goes to this process's standard output and error, which the REPL
// reads from a pipe; standard output is flushed before each reply so the REPL has all of it by then.
//
// This program links neither the runtime nor Foundation: only the C library and the protocol.
import EvaluatorProtocol
@preconcurrency import Glibc

/// The signature of SnippetSupport's entry points: request bytes in, a `malloc`ed reply out.
typealias Handler = @convention(c) (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>?

/// The signature of a snippet library's entry (`EvaluatorCommand.snippetEntrySymbol`).
typealias SnippetEntry = @convention(c) () -> Void

let channel = MessageFraming.channelDescriptor

func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var received = 0
    while received < count {
        let result = bytes.withUnsafeMutableBytes { read(channel, $0.baseAddress! + received, count - received) }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return nil }
        received += result
    }
    return bytes
}

/// The next request, or `nil` when the REPL has closed the channel.
func nextRequest() -> [UInt8]? {
    guard let header = readExactly(MessageFraming.headerSize) else { return nil }
    return readExactly(MessageFraming.length(in: header, at: 0))
}

func send(_ reply: [UInt8]) {
    // Everything the snippet printed reaches the pipe before the reply does.
    fflush(stdout)
    fflush(stderr)
    let message = MessageFraming.frame(reply)
    var sent = 0
    while sent < message.count {
        let result = message.withUnsafeBytes { write(channel, $0.baseAddress! + sent, message.count - sent) }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { exit(0) }
        sent += result
    }
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

endWhenTheREPLIsGone()
let arguments = CommandLine.arguments
guard arguments.count == 3 else { refuseRequests("usage: learn-evaluator LIBSWIFTUI SETTINGS") }
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

while let request = nextRequest(), let letter = request.first {
    let payload = request.dropFirst()
    switch EvaluatorCommand(rawValue: letter) {
    case .run?: send(run(libraryAt: String(decoding: payload, as: UTF8.self), finish: handlers[.run]!))
    case let command?: send(call(handlers[command]!, with: payload))
    case nil: send(failure("unknown request \(letter)"))
    }
}
exit(0)
