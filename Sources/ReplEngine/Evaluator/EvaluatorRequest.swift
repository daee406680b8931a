import EvaluatorProtocol
import Foundation
import ScenarioRecords

/// A request to the evaluator process, with its payload in the REPL's terms; the protocol
/// itself (command letters, status bytes, framing) is the `EvaluatorProtocol` module's.
enum EvaluatorRequest {
    /// Load the snippet library at this path, call its entry function and reply with its
    /// presentations (``PresentationRecords``).
    case run(library: String)
    /// Have `learn-debugger` compile this input in memory, then run its entry function as
    /// ``run(library:)`` runs a library's (issue 28).
    case runInMemory(InMemoryInput)
    /// Use these settings from now on; the reply holds the last view's new picture, if any.
    case configure(PresentationSettings)
    /// Reply with the last view's layout trace.
    case explain
    /// Reply with the frames of the last view's tree.
    case tree
    /// Do this to the last view, as a person would; reply with its new picture and the bodies
    /// that ran (``PresentationRecords``), or, failed, with why it could not be done.
    case interact(ScenarioInteraction)
    /// Show the last view live on the terminal until the learner leaves it; reply with its
    /// picture. The evaluator must have the terminal (``EvaluatorProcess/exchangeLendingTerminal(_:interrupter:)``).
    case live
    /// Reply with a chart of one property of a view over the last animation, or, failed, with
    /// why there is none.
    case plot(PlotRequest)
    /// Reply with the moments of the last animation (``AnimationMoments``).
    case motion

    /// The framed message.
    var message: [UInt8] {
        switch self {
        case .run(let library): EvaluatorCommand.run.request(Array(library.utf8))
        case .runInMemory(let input): EvaluatorCommand.runInMemory.request(input.payload)
        case .configure(let settings): EvaluatorCommand.configure.request(settings.payload)
        case .explain: EvaluatorCommand.explain.request()
        case .tree: EvaluatorCommand.tree.request()
        case .interact(let interaction):
            // Encoding a value of plain strings and numbers cannot fail.
            EvaluatorCommand.interact.request((try? JSONEncoder().encode(interaction)).map(Array.init) ?? [])
        case .live: EvaluatorCommand.live.request()
        case .plot(let request): EvaluatorCommand.plot.request(request.payload)
        case .motion: EvaluatorCommand.motion.request()
        }
    }
}

/// A reply from the evaluator: whether the request was done, and the bytes that came with it.
struct EvaluatorReply: Equatable {
    /// A first byte that is no status reads as failed: the reply was garbled.
    let status: EvaluatorStatus
    let payload: [UInt8]

    /// Reads a reply's unframed bytes.
    init(_ bytes: [UInt8]) {
        status = bytes.first.flatMap(EvaluatorStatus.init(rawValue:)) ?? .failed
        payload = Array(bytes.dropFirst())
    }

    var text: String { String(decoding: payload, as: UTF8.self) }
}
