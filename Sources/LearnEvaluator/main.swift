// learn-evaluator: the long-lived child process in which the REPL runs learner code.
//
//     learn-evaluator /path/to/libSwiftUI.so SETTINGS
//
// It loads the runtime library once, globally, so that every snippet library it loads later
// binds to that one copy (a second copy would make `as?` casts fail between them). Then it
// serves requests from the REPL on file descriptor 3, one at a time, until the REPL closes it.
// Each message there is a 4-byte little-endian length and that many bytes; a request is a
// command letter and its payload, a reply a status byte (0 done, 1 failed, 2 no view has been
// shown) and its payload:
//
//     r PATH   load the snippet library at PATH, call its `learn_snippet_run`, reply with
//              what it showed
//     c TEXT   apply presentation settings (SETTINGS has the same form)
//     e        reply with the last view's layout trace
//     t        reply with the frames of the last view's tree
//     i JSON   do an interaction (a tap, a toggle, …) to the last view, reply with its new
//              picture and the bodies that ran
//     l        show the last view live on the terminal until the learner leaves it, reply
//              with its picture
//
// The runtime's SnippetSupport module answers everything but loading. What learner code
// prints goes to this process's standard output and error, which the REPL reads from a pipe;
// standard output is flushed before each reply so the REPL has all of it by then.
//
// This program links neither the runtime nor Foundation: only the C library.
@preconcurrency import Glibc

/// The signature of SnippetSupport's entry points: request bytes in, a `malloc`ed reply out.
typealias Handler = @convention(c) (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>?

/// The signature of a snippet library's `learn_snippet_run`.
typealias SnippetEntry = @convention(c) () -> Void

let channel: Int32 = 3

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
    guard let header = readExactly(4) else { return nil }
    let length = (0..<4).reduce(0) { $0 | Int(header[$1]) << ($1 * 8) }
    return readExactly(length)
}

func send(_ reply: [UInt8]) {
    // Everything the snippet printed reaches the pipe before the reply does.
    fflush(stdout)
    fflush(stderr)
    let length = UInt32(reply.count)
    let message = (0..<4).map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) } + reply
    var sent = 0
    while sent < message.count {
        let result = message.withUnsafeBytes { write(channel, $0.baseAddress! + sent, message.count - sent) }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { exit(0) }
        sent += result
    }
}

func failure(_ message: String) -> [UInt8] {
    [1] + Array(message.utf8)
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
    guard let entry = symbol("learn_snippet_run", in: library, as: SnippetEntry.self) else {
        return failure("\(path) has no learn_snippet_run")
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

let configure = handler("learn_snippet_support_configure")
let finishRun = handler("learn_snippet_support_finish_run")
let explain = handler("learn_snippet_support_explain")
let tree = handler("learn_snippet_support_tree")
let interact = handler("learn_snippet_support_interact")
let live = handler("learn_snippet_support_live")
let plot = handler("learn_snippet_support_plot")
let motion = handler("learn_snippet_support_motion")
_ = call(configure, with: Array(arguments[2].utf8)[...])

while let request = nextRequest(), let command = request.first {
    let payload = request.dropFirst()
    switch command {
    case UInt8(ascii: "r"): send(run(libraryAt: String(decoding: payload, as: UTF8.self), finish: finishRun))
    case UInt8(ascii: "c"): send(call(configure, with: payload))
    case UInt8(ascii: "e"): send(call(explain, with: payload))
    case UInt8(ascii: "t"): send(call(tree, with: payload))
    case UInt8(ascii: "i"): send(call(interact, with: payload))
    case UInt8(ascii: "l"): send(call(live, with: payload))
    case UInt8(ascii: "p"): send(call(plot, with: payload))
    case UInt8(ascii: "m"): send(call(motion, with: payload))
    default: send(failure("unknown request \(command)"))
    }
}
exit(0)
