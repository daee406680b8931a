import ScenarioRecords

/// One situation an exercise is checked in: a view built with the exercise's API, how it is
/// set up, and a hint for when a learner's drawing differs from the reference's there.
package struct Scenario: Decodable, Equatable, Sendable {
    /// What a scenario compares of the two drawings.
    package enum Comparison: String, CaseIterable, Sendable {
        /// The root's size and every element drawn (the default).
        case drawing
        /// Only the root's size: a scenario such as "the badged view keeps its size", which
        /// should not fail on an element drawn elsewhere (other scenarios see to those).
        case size
        /// Which views ran their body in the last interaction (as the REPL's "Bodies that ran"
        /// lists them), and the root's size: a scenario such as "tapping Pour runs only the
        /// counter's body". Only views that both drawings' trees hold are compared, so that a
        /// learner's own helper view, or a helper of the reference's, neither fails nor passes it.
        case bodies
    }

    package var name: String
    /// A Swift expression that makes the view, which may span lines.
    package var view: String
    package var setup: ScenarioSetup
    package var compares: Comparison
    package var hint: ScenarioHint?
    /// Moments after the interactions, in seconds, at which what is drawn is compared: how an
    /// animation is graded by its motion. Empty: only once the interactions are done.
    package var samples: [Double]

    package init(
        name: String, view: String, setup: ScenarioSetup = ScenarioSetup(), compares: Comparison = .drawing, hint: ScenarioHint? = nil,
        samples: [Double] = []
    ) {
        self.name = name
        self.view = view
        self.setup = setup
        self.compares = compares
        self.hint = hint
        self.samples = samples
    }

    /// Enough moments to follow a few bounces, few enough to stay quick.
    static let maximumSamples = 64

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, view, compares, hint, samples
        case width, height, colorScheme, layoutDirection, interactions
    }

    package init(from decoder: any Decoder) throws {
        try KnownFields.check(decoder, allowed: CodingKeys.allCases)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        view = try container.decode(String.self, forKey: .view)
        compares = try container.decodeChoiceIfPresent(forKey: .compares) ?? .drawing
        hint = try container.decodeIfPresent(ScenarioHint.self, forKey: .hint)
        // The setup's fields sit in the scenario's own object.
        setup = try ScenarioSetup(from: decoder)
        for (key, text) in [(CodingKeys.name, name), (.view, view)] where text.allSatisfy(\.isWhitespace) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must not be empty")
        }
        samples = try container.decodeIfPresent([Double].self, forKey: .samples) ?? []
        guard samples.allSatisfy({ $0.isFinite && $0 >= 0 }), samples.count <= Self.maximumSamples else {
            throw DecodingError.dataCorruptedError(
                forKey: .samples, in: container,
                debugDescription: "must be at most \(Self.maximumSamples) times in seconds, each zero or more")
        }
    }

    /// The scenario as it is run: once per sampled moment, each run advancing the clock to that
    /// moment after the interactions, and named after it ("bounces, 0.25 s after").
    var sampledInTime: [Scenario] {
        guard !samples.isEmpty else { return [self] }
        return samples.map { time in
            var setup = setup
            setup.interactions.append(.advance(seconds: time))
            return Scenario(name: "\(name), \(time.formatted()) s after", view: view, setup: setup, compares: compares, hint: hint)
        }
    }
}

extension Double {
    /// The number as a person writes it: 0.25, 1, 1.5.
    fileprivate func formatted() -> String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
