import Evaluation
import GradingRecords
import ProcessLimits
import TerminalSupport

/// Grades a learner's file for an exercise by what it draws: the file and the reference
/// solution are each compiled into a scenario program (at the same time), every scenario is
/// run on both, and the drawings are compared.
public struct Grader: Sendable {
    /// Seconds a scenario program may run before it is stopped.
    public static let defaultTimeout: Double = 10

    public let toolchain: Toolchain
    public let runtime: RuntimeLocation
    public let timeout: Double
    /// The colours of the pictures a failure shows; without colours, the element that differs
    /// is marked in both pictures instead.
    public let pictureColors: PictureColors
    /// The background of the terminal the report goes to, which the pictures are drawn for.
    public let pictureBackground: TerminalBackground
    /// What each scenario program may use (``ResourceLimits/grading``: no network either).
    public let limits: ResourceLimits

    public init(toolchain: Toolchain, runtime: RuntimeLocation, timeout: Double = Grader.defaultTimeout,
                pictureColors: PictureColors = .none, pictureBackground: TerminalBackground = .dark,
                limits: ResourceLimits = .grading) {
        self.toolchain = toolchain
        self.runtime = runtime
        self.timeout = timeout
        self.pictureColors = pictureColors
        self.pictureBackground = pictureBackground
        self.limits = limits
    }

    /// Grades `file` against `exercise`'s reference solution. A compile error, crash or timeout
    /// in either is a result with status `error`, never a thrown error.
    /// - Throws: ``GradingInterrupted`` when learn is asked to stop (Ctrl-C); an error when a
    ///   compiler or program could not be started or a temporary folder not created.
    public func grade(_ exercise: Exercise, file: LearnerFile) throws -> ExerciseResult {
        let manifest = exercise.manifest
        let reference: LearnerFile
        do {
            reference = try LearnerFile(path: exercise.solution.path)
        } catch {
            return .unrun(exercise, message: Self.exerciseProblem("its reference solution cannot be used: \(error)"),
                          scenarioMessage: "not run: the exercise is broken")
        }
        let compilations = try HarnessedProgram.compile(
            [ScenarioProgram.program(for: file, manifest), ScenarioProgram.program(for: reference, manifest)],
            toolchain: toolchain, runtime: runtime)

        let learnerProgram: HarnessedExecutable
        switch compilations[0] {
        case .interrupted(let signal): throw GradingInterrupted(signal: signal)
        case .failed(let diagnostics):
            let report = CompileFailureReport(diagnostics: diagnostics, file: file, manifest: manifest)
            return .unrun(exercise, compiled: false, message: "\(file.name) did not compile:\n\(report.text)",
                          scenarioMessage: "not run: \(file.name) did not compile")
        case .built(let program, _): learnerProgram = program
        }
        let referenceProgram: HarnessedExecutable
        switch compilations[1] {
        case .interrupted(let signal): throw GradingInterrupted(signal: signal)
        case .failed(let diagnostics):
            let report = CompileFailureReport(diagnostics: diagnostics, file: reference, manifest: manifest)
            return .unrun(exercise, message: Self.exerciseProblem("its reference solution did not compile:\n\(report.text)"),
                          scenarioMessage: "not run: the exercise is broken")
        case .built(let program, _): referenceProgram = program
        }

        let setups = manifest.scenarios.map(\.setup)
        let assets = exercise.folder.appendingPathComponent("assets").path
        let expected = try ScenarioExecution(executable: referenceProgram, file: reference, setups: setups, timeout: timeout, pictureColors: pictureColors, pictureBackground: pictureBackground, imageFolder: assets, limits: limits).run()
        let actual = try ScenarioExecution(executable: learnerProgram, file: file, setups: setups, timeout: timeout, pictureColors: pictureColors, pictureBackground: pictureBackground, imageFolder: assets, limits: limits).run()
        let results = manifest.scenarios.indices.map { index in
            verdict(on: manifest.scenarios[index], expected: expected[index], actual: actual[index], scenarios: manifest.scenarios)
        }
        return ExerciseResult(exercise: exercise.id, scenarios: results)
    }

    private func verdict(
        on scenario: Scenario, expected: ScenarioOutcome, actual: ScenarioOutcome, scenarios: [Scenario]
    ) -> ScenarioResult {
        func result(_ status: GradeStatus, _ message: String, pictures: ScenarioResult.Pictures? = nil) -> ScenarioResult {
            ScenarioResult(name: scenario.name, status: status, message: message,
                           hint: status == .pass ? nil : scenario.hint, pictures: pictures)
        }
        let reference: ScenarioDrawing
        switch expected {
        case .drew(let drawing):
            if let interaction = drawing.failedInteraction {
                return result(.error, Self.exerciseProblem("with its reference solution, the interaction \(interaction)"))
            }
            reference = drawing
        case .failed(let failure), .notRun(let failure, _):
            return result(.error, Self.exerciseProblem("its reference solution \(failure)"))
        }
        switch actual {
        case .failed(let failure):
            return result(.error, "your code \(failure)")
        case .notRun(_, let culprit?):
            return result(.error, "not run: your code did not finish scenario \"\(scenarios[culprit].name)\"")
        case .notRun(let failure, nil):
            return result(.error, "not run: your code \(failure), before the first scenario began")
        case .drew(let drawing):
            if let interaction = drawing.failedInteraction {
                let pictures = ScenarioResult.Pictures(expected: reference.picture, yours: drawing.picture)
                return result(.fail, "the interaction \(interaction)", pictures: pictures)
            }
            guard let difference = DrawingComparison(expected: reference, actual: drawing).firstDifference else {
                return result(.pass, "draws what the reference solution draws")
            }
            return result(.fail, difference.message, pictures: pictures(of: difference, expected: reference, actual: drawing))
        }
    }

    /// Both pictures of a failed scenario: in colour, which shows a wrong colour; without
    /// colour, with the differing element marked in each picture that has it.
    private func pictures(of difference: DrawingDifference, expected: ScenarioDrawing, actual: ScenarioDrawing) -> ScenarioResult.Pictures {
        guard pictureColors == .none else { return ScenarioResult.Pictures(expected: expected.picture, yours: actual.picture) }
        return ScenarioResult.Pictures(
            expected: PictureMarking(picture: expected.picture, box: difference.expected).text,
            yours: PictureMarking(picture: actual.picture, box: difference.actual).text
        )
    }

    /// A message for a broken exercise, which the learner cannot fix.
    static func exerciseProblem(_ problem: String) -> String {
        "the exercise is broken, not your code: \(problem); tell its author"
    }
}
