import EvaluatorProtocol

/// Collects the records of a reply (``PresentationRecord``), as the REPL reads them.
struct PresentationRecordWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ kind: PresentationRecord.Kind, _ text: String) {
        append(PresentationRecord(kind, text))
    }

    mutating func append(_ record: PresentationRecord) {
        bytes += record.bytes
    }
}
