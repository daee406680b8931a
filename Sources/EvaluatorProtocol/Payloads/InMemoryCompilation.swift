/// What LLDB's in-memory compiler made of an input (issue 28): `learn-debugger` sends it to the
/// evaluator after each compile, and the evaluator passes it on to the REPL as the payload of an
/// ``EvaluatorStatus/compiled`` reply, before it runs the input's code.
public struct InMemoryCompilation: Equatable, Sendable {
    /// How the compile went, as one byte.
    public enum Result: UInt8, Sendable {
        /// The input compiled; its declarations are kept and its entry is registered to run.
        case compiled = 0
        /// It did not compile; ``InMemoryCompilation/message`` is LLDB's error text.
        case failed = 1
        /// It compiled, but the top-level code LLDB runs with it (a variable's initial value)
        /// crashed or did not finish; LLDB put the process back as it was before the input.
        case stopped = 2
        /// There is no in-memory compiler: LLDB could not start or attach, or it has ended.
        case unavailable = 3
    }

    /// How the compile went.
    public let result: Result
    /// How long LLDB took, compiling and running the input's top-level code.
    public let milliseconds: Int
    /// LLDB's text: the compiler's warnings for ``Result/compiled``, its errors for
    /// ``Result/failed``, what stopped the code for ``Result/stopped``; why for ``Result/unavailable``.
    public let message: String

    /// A compilation that went as `result` says, in `milliseconds`, with LLDB's `message`.
    public init(_ result: Result, milliseconds: Int = 0, message: String = "") {
        self.result = result
        self.milliseconds = milliseconds
        self.message = message
    }

    /// The result's byte, the milliseconds as a length field, then the message.
    public var payload: [UInt8] {
        [result.rawValue] + MessageFraming.lengthField(milliseconds) + Array(message.utf8)
    }

    /// Reads a ``payload``; `nil` when it is not one.
    public init?<Bytes: Collection>(payload: Bytes) where Bytes.Element == UInt8 {
        let bytes = Array(payload)
        guard bytes.count >= 1 + MessageFraming.headerSize, let result = Result(rawValue: bytes[0]) else { return nil }
        self.result = result
        milliseconds = MessageFraming.length(in: bytes, at: 1)
        message = String(decoding: bytes[(1 + MessageFraming.headerSize)...], as: UTF8.self)
    }
}

/// The payload of ``EvaluatorCommand/runInMemory``, which the evaluator passes on to
/// `learn-debugger` as it is: the seconds top-level code may run (as a length field; 0 for no
/// limit), then the Swift source to evaluate in REPL mode.
public struct InMemoryInput: Equatable, Sendable {
    /// The seconds the input's top-level code may run in LLDB; 0 for no limit.
    public let seconds: Int
    /// The Swift LLDB evaluates in REPL mode (``InMemoryCompilation`` says how it went).
    public let source: String

    /// An input whose top-level code may run for `seconds`.
    public init(seconds: Int, source: String) {
        self.seconds = seconds
        self.source = source
    }

    /// The seconds as a length field, then the source.
    public var payload: [UInt8] { MessageFraming.lengthField(seconds) + Array(source.utf8) }

    /// Reads a ``payload``; `nil` when it is shorter than the length field.
    public init?<Bytes: Collection>(payload: Bytes) where Bytes.Element == UInt8 {
        let bytes = Array(payload)
        guard bytes.count >= MessageFraming.headerSize else { return nil }
        seconds = MessageFraming.length(in: bytes, at: 0)
        source = String(decoding: bytes[MessageFraming.headerSize...], as: UTF8.self)
    }
}
