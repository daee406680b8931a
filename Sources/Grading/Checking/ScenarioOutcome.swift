import ScenarioRecords

/// What one side's program gave for one scenario.
enum ScenarioOutcome: Equatable, Sendable {
    /// It drew the scenario.
    case drew(ScenarioDrawing)
    /// The program ended badly while it ran this scenario.
    case failed(ProgramFailure)
    /// It was not run, because the program ended badly earlier: in the scenario at that
    /// position, or (`nil`) before any scenario began.
    case notRun(after: ProgramFailure, inScenario: Int?)
}
