import EvaluatorProtocol

/// What a run's reply holds, read from its ``PresentationRecord``s: the values shown, an error
/// thrown and not caught, and after an interaction the views whose body ran.
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
        for record in PresentationRecord.records(in: payload) {
            switch record.kind {
            case .picture: presentations.append(.picture(record.text))
            case .value: presentations.append(.value(record.text))
            case .uncaughtError: uncaughtError = record.text
            case .bodyEvaluations: bodyEvaluations = record.typeNames
            }
        }
    }
}
