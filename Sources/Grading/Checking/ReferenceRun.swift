import ScenarioRecords

/// What an exercise's reference solution drew, scenario by scenario, or why the exercise
/// cannot be graded.
typealias ReferenceRun = Result<[ScenarioOutcome], BrokenExercise>

extension ReferenceRun {
    /// Drawings kept from an earlier run.
    static func drew(_ drawings: [ScenarioDrawing]) -> ReferenceRun {
        .success(drawings.map(ScenarioOutcome.drew))
    }
}

/// An exercise whose reference solution cannot be used or did not compile, or whose
/// `exercise.json` has scenarios that do not compile with it: no learner's file can be graded
/// against it, and only its author can fix it.
struct BrokenExercise: Error, Equatable, Sendable {
    /// The exercise's file at fault.
    enum Fault: Equatable, Sendable {
        case solution
        /// `exercise.json`: a scenario's view or the support code.
        case manifest
    }

    /// What is wrong with the file at fault.
    let problem: String
    let fault: Fault

    init(problem: String, fault: Fault = .solution) {
        self.problem = problem
        self.fault = fault
    }

    /// The result of every file checked against it.
    func result(for exercise: Exercise) -> ExerciseResult {
        let words = fault == .manifest ? "its exercise.json: \(problem)" : problem
        return .unrun(exercise, message: Grader.exerciseProblem(words), scenarioMessage: "not run: the exercise is broken", broken: self)
    }
}
