/// What a run's reply holds: one record per value shown, each a kind letter (`p` a view's
/// picture, `v` a value's text, `x` an error thrown and not caught, `b` after an interaction:
/// the views whose body ran, one per line), a 4-byte little-endian
/// length and that many bytes of UTF-8 text. Written by SnippetSupport's `PresentationRecordWriter`.
struct PresentationRecords {
    /// The values shown, in order.
    private(set) var presentations: [Presentation] = []
    /// The description of an error the code threw and nothing caught, if it did.
    private(set) var uncaughtError: String?
    /// After an interaction, the type names of the views whose body ran, in order.
    private(set) var bodyEvaluations: [String] = []

    /// The last view's picture among them, if one was shown.
    var picture: String? {
        for case .picture(let picture) in presentations.reversed() { return picture }
        return nil
    }

    init(_ payload: [UInt8]) {
        var index = 0
        while index + 5 <= payload.count {
            let kind = payload[index]
            let length = (0..<4).reduce(0) { $0 | Int(payload[index + 1 + $1]) << ($1 * 8) }
            let start = index + 5
            let end = min(start + length, payload.count)
            let text = String(decoding: payload[start..<end], as: UTF8.self)
            switch kind {
            case UInt8(ascii: "p"): presentations.append(.picture(text))
            case UInt8(ascii: "v"): presentations.append(.value(text))
            case UInt8(ascii: "x"): uncaughtError = text
            case UInt8(ascii: "b"): bodyEvaluations = text.isEmpty ? [] : text.components(separatedBy: "\n")
            default: break
            }
            index = end
        }
    }
}
