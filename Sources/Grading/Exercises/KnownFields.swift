/// Rejects fields a manifest object does not know, so that a misspelt optional field
/// (`colourScheme`) is reported instead of silently ignored.
enum KnownFields {
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func check<Key: CodingKey>(_ decoder: any Decoder, allowed: [Key]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(allowed.map(\.stringValue))
        guard let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
            debugDescription: "is not a known field (the known ones are " + allowed.map(\.stringValue).joined(separator: ", ") + ")"
        ))
    }
}
