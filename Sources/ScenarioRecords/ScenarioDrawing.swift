/// What one scenario drew, as the scenario program reports it.
public struct ScenarioDrawing: Codable, Equatable, Sendable {
    /// The size the root view chose, in points.
    public var width: Double
    /// The height the root view chose, in points.
    public var height: Double
    /// Every visible element, in drawing order.
    public var elements: [DrawnElement]
    /// The picture, as `TerminalHost.render(colors:)` draws it in the arguments' `pictureColors`.
    public var picture: String
    /// Where the picture's first row and column begin, in the root's coordinates: (0, 0), or
    /// less when views draw beyond the root's top or left edge and the picture grew to show them.
    public var pictureX: Double
    /// Where the picture's first row begins, in the root's coordinates (see `pictureX`).
    public var pictureY: Double
    /// The first interaction that could not be done, with the runtime's reason when it gave
    /// one (`tap "Add" could not be done: No button named "Add" was found; …`); the elements
    /// are then those drawn after the interactions that were done.
    public var failedInteraction: String?
    /// The type names of the views whose body ran in the last interaction (in the first
    /// update when there were none), as the REPL's "Bodies that ran" lists them.
    public var bodiesThatRan: [String]
    /// The type names of the views with a body in the tree, sorted: which bodies could have run.
    public var viewTypes: [String]

    /// A drawing of these measures, elements and picture.
    public init(
        width: Double, height: Double, elements: [DrawnElement], picture: String, pictureX: Double = 0, pictureY: Double = 0,
        failedInteraction: String? = nil, bodiesThatRan: [String] = [], viewTypes: [String] = []
    ) {
        self.width = width
        self.height = height
        self.elements = elements
        self.picture = picture
        self.pictureX = pictureX
        self.pictureY = pictureY
        self.failedInteraction = failedInteraction
        self.bodiesThatRan = bodiesThatRan
        self.viewTypes = viewTypes
    }
}
