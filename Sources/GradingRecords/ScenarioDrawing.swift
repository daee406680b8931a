/// What one scenario drew, as the scenario program reports it.
public struct ScenarioDrawing: Codable, Equatable, Sendable {
    /// The size the root view chose, in points.
    public var width: Double
    public var height: Double
    /// Every visible element, in drawing order.
    public var elements: [DrawnElement]
    /// The picture, as `TerminalHost.render(colors:)` draws it in the arguments' `pictureColors`.
    public var picture: String
    /// The first interaction that could not be done, with the runtime's reason when it gave
    /// one (`tap "Add" could not be done: No button named "Add" was found; …`); the elements
    /// are then those drawn after the interactions that were done.
    public var failedInteraction: String?

    public init(width: Double, height: Double, elements: [DrawnElement], picture: String, failedInteraction: String? = nil) {
        self.width = width
        self.height = height
        self.elements = elements
        self.picture = picture
        self.failedInteraction = failedInteraction
    }
}
