import Foundation
import GradingRecords

/// A request to the evaluator process, as framed on its channel (file descriptor 3).
///
/// The protocol, shared with `Sources/LearnEvaluator/main.swift` and SnippetSupport's
/// `EntryPoints.swift` (which cannot share code with this module): every message is a
/// 4-byte little-endian length followed by that many bytes. A request's bytes are a command
/// letter and its payload; a reply's are a status byte (0 done, 1 failed, 2 no view has been shown
/// for a request about the last view) and its payload.
enum EvaluatorRequest {
    /// Load the snippet library at this path, call its entry function and reply with its
    /// presentations (``PresentationRecords``).
    case run(library: String)
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
    /// Reply with a chart of one property ("width bar": a property and an optional identifier)
    /// of a view over the last animation, or, failed, with why there is none.
    case plot(String)
    /// Reply with the moments of the last animation: each its time, a tab and its picture,
    /// separated by form feeds.
    case motion

    /// The framed message.
    var message: [UInt8] {
        let body: [UInt8]
        switch self {
        case .run(let library): body = [UInt8(ascii: "r")] + Array(library.utf8)
        case .configure(let settings): body = [UInt8(ascii: "c")] + Array(settings.encoded.utf8)
        case .explain: body = [UInt8(ascii: "e")]
        case .tree: body = [UInt8(ascii: "t")]
        case .interact(let interaction):
            // Encoding a value of plain strings and numbers cannot fail.
            body = [UInt8(ascii: "i")] + ((try? JSONEncoder().encode(interaction)).map(Array.init) ?? [])
        case .live: body = [UInt8(ascii: "l")]
        case .plot(let request): body = [UInt8(ascii: "p")] + Array(request.utf8)
        case .motion: body = [UInt8(ascii: "m")]
        }
        return MessageFraming.frame(body)
    }
}

/// A reply from the evaluator: whether the request was done, and the bytes that came with it.
struct EvaluatorReply: Equatable {
    enum Status: Equatable {
        case done
        /// The text says why.
        case failed
        /// The request was about the last view, and no view has been shown.
        case noView
    }

    let status: Status
    let payload: [UInt8]

    /// Reads a reply's unframed bytes.
    init(_ bytes: [UInt8]) {
        status = switch bytes.first {
        case 0: .done
        case 2: .noView
        default: .failed
        }
        payload = Array(bytes.dropFirst())
    }

    var text: String { String(decoding: payload, as: UTF8.self) }
}

/// Length-prefixed messages: a 4-byte little-endian length, then the bytes.
enum MessageFraming {
    static func frame(_ body: [UInt8]) -> [UInt8] {
        let length = UInt32(body.count)
        return (0..<4).map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) } + body
    }

    /// The first complete message in `buffer`, if one has arrived, and the bytes it took.
    static func firstMessage(in buffer: [UInt8]) -> (body: [UInt8], consumed: Int)? {
        guard buffer.count >= 4 else { return nil }
        let length = (0..<4).reduce(0) { $0 | Int(buffer[$1]) << ($1 * 8) }
        guard buffer.count >= 4 + length else { return nil }
        return (Array(buffer[4..<4 + length]), 4 + length)
    }
}
