/// The payload of ``EvaluatorCommand/plot``: which property to chart over the last animation,
/// and of which view (its accessibility identifier), as the learner typed them after `:plot`
/// (`width bar`). The runtime says which properties there are.
public struct PlotRequest: Equatable, Sendable {
    /// The property to chart, as typed (`width`).
    public let property: String
    /// The accessibility identifier of the view, or `nil` for the first view whose property changes.
    public let identifier: String?

    /// The request in `arguments` (a property and an optional identifier, separated by spaces),
    /// or `nil` when they are not one or two words.
    public init?(arguments: String) {
        let words = arguments.split(separator: " ").map(String.init)
        guard let property = words.first, words.count <= 2 else { return nil }
        self.property = property
        identifier = words.count == 2 ? words[1] : nil
    }

    /// The request's bytes: the property and the identifier, separated by a space.
    public var payload: [UInt8] { Array(([property] + (identifier.map { [$0] } ?? [])).joined(separator: " ").utf8) }

    /// Reads a ``payload``.
    public init?(payload: [UInt8]) {
        self.init(arguments: String(decoding: payload, as: UTF8.self))
    }
}
