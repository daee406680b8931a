import LearnerPrograms
import ScenarioRecords
import ProcessLimits
import TerminalSupport

/// Grades a learner's file for an exercise by what it draws: the file and the reference
/// solution are each compiled into a scenario program (at the same time), every scenario is
/// run on both, and the drawings are compared. What the reference drew can be kept in a
/// ``ReferenceCache``, so that later checks compile and run only the learner's file.
package struct Grader: Sendable {
    /// Seconds a scenario program may run before it is stopped.
    package static let defaultTimeout: Double = 10

    package let toolchain: Toolchain
    package let runtime: RuntimeLocation
    package let timeout: Double
    /// The colours of the pictures a failure shows; without colours, the element that differs
    /// is marked in both pictures instead.
    package let pictureColors: ColorDepth
    /// The background of the terminal the report goes to, which the pictures are drawn for.
    package let pictureBackground: TerminalBackground
    /// What each scenario program may use (``ResourceLimits/grading``: no network either).
    package let limits: ResourceLimits
    /// Where what reference solutions drew is kept between checks; `nil` runs the reference
    /// every time.
    package let referenceCache: ReferenceCache?

    package init(toolchain: Toolchain, runtime: RuntimeLocation, timeout: Double = Grader.defaultTimeout,
                pictureColors: ColorDepth = .none, pictureBackground: TerminalBackground = .dark,
                limits: ResourceLimits = .grading, referenceCache: ReferenceCache? = nil) {
        self.toolchain = toolchain
        self.runtime = runtime
        self.timeout = timeout
        self.pictureColors = pictureColors
        self.pictureBackground = pictureBackground
        self.limits = limits
        self.referenceCache = referenceCache
    }

    /// The grader `learn check`, `:check` and `learn exercises check` use: the installed
    /// toolchain, the runtime beside learn, and what references draw kept in learn's cache.
    /// - Throws: when the toolchain or the runtime cannot be found (the error says which).
    package static func installed(
        timeout: Double = defaultTimeout, pictureColors: ColorDepth, pictureBackground: TerminalBackground
    ) throws -> Grader {
        Grader(toolchain: try Toolchain.locate(), runtime: try RuntimeLocation.locate(), timeout: timeout,
               pictureColors: pictureColors, pictureBackground: pictureBackground, referenceCache: ReferenceCache())
    }

    /// Grades `file` against `exercise`'s reference solution. A compile error, crash or timeout
    /// in either is a result with status `error`, never a thrown error.
    ///
    /// What the reference draws comes from ``referenceCache`` when it has it; otherwise the
    /// reference is compiled at the same time as `file`, run, and kept there.
    /// - Throws: ``GradingInterrupted`` when learn is asked to stop (Ctrl-C); an error when a
    ///   compiler or program could not be started or a temporary folder not created.
    package func grade(_ exercise: Exercise, file: LearnerFile) throws -> ExerciseResult {
        let reference: LearnerFile
        do { reference = try solution(of: exercise) } catch { return error.result(for: exercise) }
        let key = referenceKey(for: exercise)
        if let key, let drawings = referenceCache?.drawings(for: exercise, key: key) {
            return try grade(exercise, file: file, against: .drew(drawings))
        }
        let compilations = try HarnessedProgram.compile(
            [ScenarioProgram.program(for: file, exercise.manifest), ScenarioProgram.program(for: reference, exercise.manifest)],
            toolchain: toolchain, runtime: runtime)
        let drawn = try referenceRun(exercise, reference: reference, compilation: compilations[1], key: key)
        return try grade(exercise, file: file, compilation: compilations[0], against: drawn)
    }

    /// What `exercise`'s reference solution draws, from ``referenceCache`` or by compiling and
    /// running it alone (and keeping what it drew): grading a class's submissions does this
    /// once, before the submissions.
    /// - Throws: as ``grade(_:file:)``.
    func reference(for exercise: Exercise) throws -> ReferenceRun {
        let reference: LearnerFile
        do { reference = try solution(of: exercise) } catch { return .failure(error) }
        let key = referenceKey(for: exercise)
        if let key, let drawings = referenceCache?.drawings(for: exercise, key: key) { return .drew(drawings) }
        let compilation = try HarnessedProgram.compile(
            [ScenarioProgram.program(for: reference, exercise.manifest)], toolchain: toolchain, runtime: runtime)[0]
        return try referenceRun(exercise, reference: reference, compilation: compilation, key: key)
    }

    private func solution(of exercise: Exercise) throws(BrokenExercise) -> LearnerFile {
        do {
            return try LearnerFile(path: exercise.solution.path)
        } catch {
            throw BrokenExercise(problem: "its reference solution cannot be used: \(error)")
        }
    }

    /// The cache's key for `exercise`, or `nil` when there is no cache or a file of the exercise
    /// cannot be read (then the reference is run, and is not kept).
    private func referenceKey(for exercise: Exercise) -> ReferenceKey? {
        guard referenceCache != nil else { return nil }
        return try? ReferenceKey(exercise, grader: self)
    }

    /// Runs the compiled reference solution, and keeps what it drew when it drew every scenario
    /// without a problem (a reference that failed is run again next time).
    private func referenceRun(
        _ exercise: Exercise, reference: LearnerFile, compilation: HarnessedProgram.Compilation, key: ReferenceKey?
    ) throws -> ReferenceRun {
        let program: HarnessedExecutable
        switch compilation {
        case .interrupted(let signal): throw GradingInterrupted(signal: signal)
        case .failed(let diagnostics):
            return .failure(CompileFailureReport(diagnostics: diagnostics, file: reference, manifest: exercise.manifest).referenceProblem)
        case .built(let built, _): program = built
        }
        let outcomes = try execution(of: program, file: reference, exercise: exercise).run()
        let drawings = outcomes.compactMap { outcome -> ScenarioDrawing? in
            guard case .drew(let drawing) = outcome, drawing.failedInteraction == nil else { return nil }
            return drawing
        }
        if let key, drawings.count == outcomes.count { referenceCache?.store(drawings, for: exercise, key: key) }
        return .success(outcomes)
    }

    /// Grades `file` against what the reference drew: compiles and runs only `file`.
    private func grade(_ exercise: Exercise, file: LearnerFile, against reference: ReferenceRun) throws -> ExerciseResult {
        let compilation = try HarnessedProgram.compile(
            [ScenarioProgram.program(for: file, exercise.manifest)], toolchain: toolchain, runtime: runtime)[0]
        return try grade(exercise, file: file, compilation: compilation, against: reference)
    }

    private func grade(
        _ exercise: Exercise, file: LearnerFile, compilation: HarnessedProgram.Compilation, against reference: ReferenceRun
    ) throws -> ExerciseResult {
        let manifest = exercise.manifest
        // A broken exercise first: the learner's file cannot be blamed for errors it shares with the reference.
        let expected: [ScenarioOutcome]
        switch reference {
        case .failure(let broken): return broken.result(for: exercise)
        case .success(let outcomes): expected = outcomes
        }
        let learnerProgram: HarnessedExecutable
        switch compilation {
        case .interrupted(let signal): throw GradingInterrupted(signal: signal)
        case .failed(let diagnostics):
            let report = CompileFailureReport(diagnostics: diagnostics, file: file, manifest: manifest)
            return .unrun(exercise, compiled: false, message: "\(file.name) did not compile:\n\(report.text)",
                          scenarioMessage: "not run: \(file.name) did not compile")
        case .built(let program, _): learnerProgram = program
        }
        let actual = try execution(of: learnerProgram, file: file, exercise: exercise).run()
        let results = manifest.scenarios.indices.map { index in
            verdict(on: manifest.scenarios[index], expected: expected[index], actual: actual[index], scenarios: manifest.scenarios)
        }
        return ExerciseResult(exercise: exercise.id, scenarios: results)
    }

    private func execution(of program: HarnessedExecutable, file: LearnerFile, exercise: Exercise) -> ScenarioExecution {
        ScenarioExecution(executable: program, file: file, setups: exercise.manifest.scenarios.map(\.setup), timeout: timeout,
                          pictureColors: pictureColors, pictureBackground: pictureBackground,
                          imageFolder: exercise.folder.appendingPathComponent("assets").path, limits: limits)
    }

    private func verdict(
        on scenario: Scenario, expected: ScenarioOutcome, actual: ScenarioOutcome, scenarios: [Scenario]
    ) -> ScenarioResult {
        func result(
            _ status: GradeStatus, _ message: String, difference: DrawingDifference.Kind? = nil, pictures: ScenarioResult.Pictures? = nil
        ) -> ScenarioResult {
            ScenarioResult(name: scenario.name, status: status, message: message,
                           hint: status == .pass ? nil : scenario.hint?.text(for: difference), pictures: pictures)
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
            guard let difference = DrawingComparison(expected: reference, actual: drawing, compares: scenario.compares).firstDifference else {
                return result(.pass, "draws what the reference solution draws")
            }
            return result(.fail, difference.message, difference: difference.kind,
                          pictures: pictures(of: difference, expected: reference, actual: drawing))
        }
    }

    /// Both pictures of a failed scenario: in colour, which shows a wrong colour; without
    /// colour, with the differing element marked in each picture that has it.
    private func pictures(of difference: DrawingDifference, expected: ScenarioDrawing, actual: ScenarioDrawing) -> ScenarioResult.Pictures {
        guard pictureColors == .none else { return ScenarioResult.Pictures(expected: expected.picture, yours: actual.picture) }
        return ScenarioResult.Pictures(
            expected: PictureMarking(drawing: expected, element: difference.expected).text,
            yours: PictureMarking(drawing: actual, element: difference.actual).text
        )
    }

    /// A message for a broken exercise, which the learner cannot fix.
    static func exerciseProblem(_ problem: String) -> String {
        "the exercise is broken, not your code: \(problem); tell its author"
    }
}
