import GradingRecords

/// One situation an exercise is checked in: a view built with the exercise's API, how it is
/// set up, and a hint for when a learner's drawing differs from the reference's there.
public struct Scenario: Decodable, Equatable, Sendable {
    public var name: String
    /// A Swift expression that makes the view, which may span lines.
    public var view: String
    public var setup: ScenarioSetup
    public var hint: String?

    public init(name: String, view: String, setup: ScenarioSetup = ScenarioSetup(), hint: String? = nil) {
        self.name = name
        self.view = view
        self.setup = setup
        self.hint = hint
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, view, hint
        case width, height, colorScheme, layoutDirection, interactions
    }

    public init(from decoder: any Decoder) throws {
        try KnownFields.check(decoder, allowed: CodingKeys.allCases)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        view = try container.decode(String.self, forKey: .view)
        hint = try container.decodeIfPresent(String.self, forKey: .hint)
        // The setup's fields sit in the scenario's own object.
        setup = try ScenarioSetup(from: decoder)
        for (key, text) in [(CodingKeys.name, name), (.view, view)] where text.allSatisfy(\.isWhitespace) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must not be empty")
        }
    }
}
