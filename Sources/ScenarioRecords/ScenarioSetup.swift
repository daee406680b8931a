import TerminalSupport

/// How one scenario of an exercise is set up: the size proposed to its view, the appearance
/// it is drawn in, and what is done to it before it is compared.
///
/// Read from the scenario's entry in `exercise.json` (fields `width`, `height`,
/// `colorScheme`, `layoutDirection`, `interactions`, all optional), and handed in the same
/// form to the scenario program, which sets the view up that way.
public struct ScenarioSetup: Codable, Equatable, Sendable {
    /// The width proposed to the view in points; `nil` proposes none (the view's ideal width).
    public var width: Double?
    /// The height proposed to the view in points; `nil` proposes none.
    public var height: Double?
    /// The colour scheme the view is drawn in.
    public var colorScheme: ColorSchemeName
    /// The layout direction the view is laid out in.
    public var layoutDirection: LayoutDirectionName
    /// Done in order after the view is first laid out.
    public var interactions: [ScenarioInteraction]

    /// A setup with these sizes, appearance and interactions.
    public init(
        width: Double? = nil,
        height: Double? = nil,
        colorScheme: ColorSchemeName = .light,
        layoutDirection: LayoutDirectionName = .leftToRight,
        interactions: [ScenarioInteraction] = []
    ) {
        self.width = width
        self.height = height
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.interactions = interactions
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, colorScheme, layoutDirection, interactions
    }

    /// Every field may be left out; a size must be a number of points, zero or more.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try Self.points(.width, in: container)
        height = try Self.points(.height, in: container)
        colorScheme = try container.decodeChoiceIfPresent(forKey: .colorScheme) ?? .light
        layoutDirection = try container.decodeChoiceIfPresent(forKey: .layoutDirection) ?? .leftToRight
        interactions = try container.decodeIfPresent([ScenarioInteraction].self, forKey: .interactions) ?? []
    }

    /// One of `Choice`'s cases, by name, with an error that lists them.
    private static func points(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Double? {
        guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value >= 0, value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "must be a number of points, zero or more")
        }
        return value
    }
}

extension KeyedDecodingContainer {
    /// One of a manifest field's named choices, or nil when the field is absent; any other name
    /// is an error that lists them: `must be "light" or "dark", not "night"`.
    package func decodeChoiceIfPresent<Choice: RawRepresentable & CaseIterable>(forKey key: Key) throws -> Choice?
    where Choice.RawValue == String {
        guard let name = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let choice = Choice(rawValue: name) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be \(names), not \"\(name)\"")
        }
        return choice
    }
}
