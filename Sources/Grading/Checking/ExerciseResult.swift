/// The verdict on a learner's file for one exercise.
package struct ExerciseResult: Equatable, Sendable {
    /// The exercise's id.
    package let exercise: String
    package let status: GradeStatus
    /// A summary in plain words: how many scenarios pass, the first failure, or the error
    /// (compiler diagnostics included) that kept the file from being graded.
    package let message: String
    /// One per scenario, in the exercise's order; every scenario has status `error` when the
    /// file could not be compiled.
    package let scenarios: [ScenarioResult]
    /// Whether the learner's file compiled into a scenario program; the author check needs
    /// starters that do.
    let compiled: Bool
    /// Why the exercise could not grade the file, when that is the exercise's fault: the author
    /// check names the file at fault.
    let broken: BrokenExercise?

    package init(exercise: String, status: GradeStatus, message: String, scenarios: [ScenarioResult]) {
        self.init(exercise: exercise, status: status, message: message, scenarios: scenarios, compiled: true, broken: nil)
    }

    private init(exercise: String, status: GradeStatus, message: String, scenarios: [ScenarioResult], compiled: Bool, broken: BrokenExercise?) {
        self.exercise = exercise
        self.status = status
        self.message = message
        self.scenarios = scenarios
        self.compiled = compiled
        self.broken = broken
    }

    /// The result of scenarios that all ran: `error` if one did, else `fail` if one failed, else `pass`.
    init(exercise: String, scenarios: [ScenarioResult]) {
        let failures = scenarios.filter { $0.status != .pass }
        let status: GradeStatus = failures.contains { $0.status == .error } ? .error : failures.isEmpty ? .pass : .fail
        let message = if let first = failures.first {
            "\(scenarios.count - failures.count) of \(scenarios.count) scenarios pass; scenario \"\(first.name)\": \(first.message)"
        } else {
            "all \(scenarios.count) scenarios draw what the reference solution draws"
        }
        self.init(exercise: exercise, status: status, message: message, scenarios: scenarios)
    }

    /// A result in which no scenario could run, for the same reason.
    static func unrun(
        _ exercise: Exercise, compiled: Bool = true, message: String, scenarioMessage: String, broken: BrokenExercise? = nil
    ) -> ExerciseResult {
        ExerciseResult(
            exercise: exercise.id,
            status: .error,
            message: message,
            scenarios: exercise.manifest.scenarios.map { ScenarioResult(name: $0.name, status: .error, message: scenarioMessage) },
            compiled: compiled,
            broken: broken
        )
    }
}

extension ExerciseResult {
    /// The result for an exercise whose learner's copy does not exist, as `learn check --all`
    /// reports one the learner never opened: not a pass, and not a failure of their code either.
    package static func notStarted(_ exercise: Exercise, copy: String) -> ExerciseResult {
        ExerciseResult(
            exercise: exercise.id,
            status: .notStarted,
            message: "not started: \(copy) does not exist (`learn check \(exercise.id)` makes it from the starter)",
            scenarios: exercise.manifest.scenarios.map { ScenarioResult(name: $0.name, status: .notStarted, message: "not run: the exercise was not started") }
        )
    }
}
