/// What a scenario tells a learner whose drawing differs from the reference's: one hint for
/// any difference, or one for each kind of difference the comparison finds first, so that a
/// sticker of the wrong size is told about its sizes and not about modifier order:
///
///     "hint": "The badge is a red circle on the corner."
///     "hint": {"size": "The sticker is 96 by 48 points: …", "otherwise": "Each modifier wraps …"}
///
/// The keys are the kinds of ``DrawingDifference`` (`size`, `place`, `color`, `text`, `missing`,
/// `extra`, `bodies`) and `otherwise`, for the kinds not named and for a scenario that failed without a
/// difference in its drawing (an interaction that could not be done, a crash).
package struct ScenarioHint: Decodable, Equatable, Sendable {
    /// Hints by the raw value of the kind of difference they explain.
    let byDifference: [String: String]
    let otherwise: String?

    package init(_ text: String) {
        self.init(byDifference: [:], otherwise: text)
    }

    init(byDifference: [String: String], otherwise: String?) {
        self.byDifference = byDifference
        self.otherwise = otherwise
    }

    static let otherwiseKey = "otherwise"

    /// The hint for a difference of `kind`, or for a failure that is not a difference (`nil`).
    func text(for kind: DrawingDifference.Kind?) -> String? {
        kind.flatMap { byDifference[$0.rawValue] } ?? otherwise
    }

    package init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text)
            return
        }
        let keys = DrawingDifference.Kind.allCases.map(\.rawValue) + [Self.otherwiseKey]
        var hints: [String: String]
        do {
            hints = try decoder.singleValueContainer().decode([String: String].self)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "must be a hint, or an object of hints by what differs (" + keys.joined(separator: ", ") + ")"))
        }
        if let unknown = hints.keys.sorted().first(where: { !keys.contains($0) }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\"\(unknown)\" is not a kind of difference (the kinds are " + keys.joined(separator: ", ") + ")"))
        }
        let otherwise = hints.removeValue(forKey: Self.otherwiseKey)
        self.init(byDifference: hints, otherwise: otherwise)
    }
}
