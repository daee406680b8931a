import GradingRecords

/// What an exercise's reference solution drew, scenario by scenario, or why the exercise
/// cannot be graded.
typealias ReferenceRun = Result<[ScenarioOutcome], BrokenExercise>

extension ReferenceRun {
    /// Drawings kept from an earlier run.
    static func drew(_ drawings: [ScenarioDrawing]) -> ReferenceRun {
        .success(drawings.map(ScenarioOutcome.drew))
    }
}

/// An exercise whose reference solution cannot be used or did not compile: no learner's file
/// can be graded against it, and only its author can fix it.
struct BrokenExercise: Error {
    /// What is wrong, after "the exercise is broken, not your code: ".
    let problem: String

    /// The result of every file checked against it.
    func result(for exercise: Exercise) -> ExerciseResult {
        .unrun(exercise, message: Grader.exerciseProblem(problem), scenarioMessage: "not run: the exercise is broken")
    }
}
