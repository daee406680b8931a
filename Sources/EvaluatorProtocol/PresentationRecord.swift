/// One record of a reply that shows something (a run, an interaction, new settings): a kind
/// byte, a 4-byte little-endian length and that many bytes of UTF-8 text. SnippetSupport writes
/// them; the REPL reads them.
public struct PresentationRecord: Equatable, Sendable {
    /// What a record shows.
    public enum Kind: UInt8, Sendable {
        /// A view's picture.
        case picture = 0x70 // "p"
        /// A value's text.
        case value = 0x76 // "v"
        /// An error the code threw and nothing caught.
        case uncaughtError = 0x78 // "x"
        /// After an interaction, the type names of the views whose body ran, one per line.
        case bodyEvaluations = 0x62 // "b"
    }

    /// What the record shows.
    public let kind: Kind
    /// The record's text.
    public let text: String

    /// A record of `kind` holding `text`.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// A ``Kind/bodyEvaluations`` record of these type names.
    public static func bodyEvaluations(_ typeNames: [String]) -> PresentationRecord {
        PresentationRecord(.bodyEvaluations, typeNames.joined(separator: "\n"))
    }

    /// The type names of a ``Kind/bodyEvaluations`` record.
    public var typeNames: [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// This record's bytes.
    public var bytes: [UInt8] {
        let utf8 = Array(text.utf8)
        return [kind.rawValue] + MessageFraming.lengthField(utf8.count) + utf8
    }

    /// The records in a reply's payload, in order; records of an unknown kind are skipped and
    /// a record cut short keeps the text that arrived.
    public static func records(in payload: [UInt8]) -> [PresentationRecord] {
        var records: [PresentationRecord] = []
        var index = 0
        while index + 1 + MessageFraming.headerSize <= payload.count {
            let length = MessageFraming.length(in: payload, at: index + 1)
            let start = index + 1 + MessageFraming.headerSize
            let end = min(start + length, payload.count)
            if let kind = Kind(rawValue: payload[index]) {
                records.append(PresentationRecord(kind, String(decoding: payload[start..<end], as: UTF8.self)))
            }
            index = end
        }
        return records
    }
}
