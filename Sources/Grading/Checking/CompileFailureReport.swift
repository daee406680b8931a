import LearnerPrograms

/// Why a scenario program did not compile, in the learner's terms: errors in their file at
/// their own lines, else the scenarios that do not compile with it (the file changed the
/// exercise's API), else whatever the compiler said. For the reference solution, in the
/// author's terms: errors only in the generated code (``ScenarioProgram``'s `#sourceLocation`
/// names each scenario's view and the support code) are a broken `exercise.json`, as the
/// solution is what the scenarios are written for.
struct CompileFailureReport {
    let diagnostics: [Diagnostic]
    let file: LearnerFile
    let manifest: ExerciseManifest

    var text: String {
        let report = DiagnosticReport(diagnostics, file: file)
        // Errors in the learner's file come first and alone: errors they cause elsewhere
        // only repeat them.
        if report.hasLearnerErrors { return report.rendered(compilationFailed: true) }
        let errors = diagnostics.filter { $0.severity == .error }
        let inScenarios = errors.compactMap(scenarioError)
        if !inScenarios.isEmpty {
            return inScenarios.joined(separator: "\n")
                + "\nThe scenarios use the exercise's API as the starter file declares it; keep its names and parameters.\n"
        }
        return report.rendered(compilationFailed: true)
    }

    /// Why the reference solution's scenario program did not compile, as a broken exercise.
    var referenceProblem: BrokenExercise {
        let inManifest = DiagnosticReport(diagnostics, file: file).hasLearnerErrors
            ? [] : diagnostics.filter { $0.severity == .error }.compactMap(manifestError)
        guard inManifest.isEmpty else { return BrokenExercise(problem: inManifest.joined(separator: "; "), fault: .manifest) }
        return BrokenExercise(problem: "its reference solution did not compile:\n\(text)")
    }

    private func scenarioError(_ diagnostic: Diagnostic) -> String? {
        switch generatedPart(of: diagnostic) {
        case .support: "the exercise's support code does not compile with \(file.name): \(diagnostic.message)"
        case .scenario(let scenario):
            "scenario \"\(scenario.name)\" does not compile with \(file.name): \(diagnostic.message)\n    \(scenario.view)"
        case nil: nil
        }
    }

    /// `diagnostic` as a fault of `exercise.json`, when it is in the code generated from it.
    private func manifestError(_ diagnostic: Diagnostic) -> String? {
        switch generatedPart(of: diagnostic) {
        case .support: "its support code does not compile: \(diagnostic.message)"
        case .scenario(let scenario):
            "the view of scenario \"\(scenario.name)\" does not compile: \(diagnostic.message) (in `\(scenario.view)`)"
        case nil: nil
        }
    }

    /// The part of the code generated from `exercise.json` that a diagnostic points into.
    private enum GeneratedPart {
        case support
        case scenario(Scenario)
    }

    private func generatedPart(of diagnostic: Diagnostic) -> GeneratedPart? {
        guard let location = diagnostic.location else { return nil }
        if location.file == ScenarioProgram.supportFile { return .support }
        guard let index = ScenarioProgram.scenarioIndex(ofFile: location.file), manifest.scenarios.indices.contains(index) else { return nil }
        return .scenario(manifest.scenarios[index])
    }
}
