/// One line of a scenario program's records file, JSON on a line of its own.
///
/// The program writes a line with no drawing when it begins a scenario and one with the
/// drawing when it has finished it, each as soon as it can; so when the program crashes or
/// hangs, the last scenario begun and not finished is the one that did it.
public struct ScenarioProgramLine: Codable, Equatable, Sendable {
    /// The scenario's position in the exercise, from 0.
    public var scenario: Int
    public var drawing: ScenarioDrawing?

    public init(scenario: Int, drawing: ScenarioDrawing? = nil) {
        self.scenario = scenario
        self.drawing = drawing
    }
}
