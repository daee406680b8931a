/// One line of a scenario program's records file, JSON on a line of its own.
///
/// The program writes a line when it begins a scenario and one with the drawing when it has
/// finished it, each as soon as it can; so when the program crashes, the last scenario begun
/// and not finished is the one that did it. A program that runs past its time says so before
/// it stops itself.
public enum ScenarioProgramLine: Codable, Equatable, Sendable {
    /// The scenario at this position in the exercise (from 0) begins.
    case began(scenario: Int)
    /// The scenario at this position finished, and this is what it drew.
    case drew(scenario: Int, drawing: ScenarioDrawing)
    /// The program ran for this many seconds without finishing, and stops.
    case ranTooLong(seconds: Double)
}
