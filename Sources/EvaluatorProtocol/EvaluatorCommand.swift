/// What the REPL asks of its evaluator process (`learn-evaluator`): the first byte of a request,
/// followed by the command's payload.
///
/// The evaluator loads the runtime library and answers every command but ``run`` by calling
/// the runtime's entry point ``entryPoint``, which SnippetSupport exports with `@_cdecl`.
/// Every entry point has one C signature: request bytes in, a `malloc`ed reply out, which
/// starts with an ``EvaluatorStatus`` byte.
public enum EvaluatorCommand: UInt8, CaseIterable, Sendable {
    /// Payload: the path of a snippet library. The evaluator loads it, calls its
    /// ``EvaluatorCommand/snippetEntrySymbol`` and replies with ``finishRunEntryPoint``'s
    /// records of what it showed.
    case run = 0x72 // "r"
    /// Payload: an ``InMemoryInput``. The evaluator has `learn-debugger` compile it in memory
    /// (issue 28), replies with an ``EvaluatorStatus/compiled`` ``InMemoryCompilation``, and
    /// when it compiled, runs the entry it registered and replies as to ``run``.
    case runInMemory = 0x78 // "x"
    /// Payload: presentation settings (`key=value` lines); the reply holds the last view's new picture.
    case configure = 0x63 // "c"
    /// Reply with the last view's layout trace.
    case explain = 0x65 // "e"
    /// Reply with the frames of the last view's tree.
    case tree = 0x74 // "t"
    /// Payload: an interaction (`ScenarioInteraction` as JSON); the reply holds the new picture
    /// and the bodies that ran.
    case interact = 0x69 // "i"
    /// Show the last view live on the terminal until the learner leaves it.
    case live = 0x6C // "l"
    /// Payload: "PROPERTY [IDENTIFIER]"; reply with a chart of it over the last animation.
    case plot = 0x70 // "p"
    /// Reply with the moments of the last animation.
    case motion = 0x6D // "m"

    /// The symbol every snippet library exports and the evaluator calls to run the input.
    public static let snippetEntrySymbol = "learn_snippet_run"
    /// The runtime's entry point that replies to ``run`` once the snippet has returned.
    public static let finishRunEntryPoint = "learn_snippet_support_finish_run"

    /// The runtime's entry point that answers this command; for ``run``, the one called after
    /// the snippet (``finishRunEntryPoint``).
    public var entryPoint: String {
        switch self {
        case .run: Self.finishRunEntryPoint
        case .runInMemory: "learn_snippet_support_run_registered"
        case .configure: "learn_snippet_support_configure"
        case .explain: "learn_snippet_support_explain"
        case .tree: "learn_snippet_support_tree"
        case .interact: "learn_snippet_support_interact"
        case .live: "learn_snippet_support_live"
        case .plot: "learn_snippet_support_plot"
        case .motion: "learn_snippet_support_motion"
        }
    }

    /// A request: this command's letter, then `payload`, framed for the channel.
    public func request(_ payload: [UInt8] = []) -> [UInt8] {
        MessageFraming.frame([rawValue] + payload)
    }
}

/// The first byte of every reply.
public enum EvaluatorStatus: UInt8, Sendable {
    /// The request was carried out; the payload is its answer.
    case done = 0
    /// The payload says why, in plain words.
    case failed = 1
    /// The request was about the last view, and no view has been shown.
    case noView = 2
    /// The payload is an ``InMemoryCompilation``; a reply to ``EvaluatorCommand/runInMemory``
    /// follows it when the input compiled.
    case compiled = 3

    /// A reply: this status, then `payload` (not yet framed).
    public func reply(_ payload: [UInt8]) -> [UInt8] {
        [rawValue] + payload
    }
}
