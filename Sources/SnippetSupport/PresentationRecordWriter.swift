/// Writes the records of a run's reply: a kind letter, a 4-byte little-endian length and
/// that many bytes of UTF-8 text per record, as the Evaluation module's
/// `PresentationRecords` reads them.
struct PresentationRecordWriter {
    enum Kind: UInt8 {
        case picture = 0x70 // "p"
        case value = 0x76 // "v"
        case uncaughtError = 0x78 // "x"
        /// The type names of the views whose body ran in an update, one per line.
        case bodyEvaluations = 0x62 // "b"
    }

    private(set) var bytes: [UInt8] = []

    mutating func append(_ kind: Kind, _ text: String) {
        let utf8 = Array(text.utf8)
        let length = UInt32(utf8.count)
        bytes.append(kind.rawValue)
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) }
        bytes += utf8
    }
}
