import Evaluation

/// Why a scenario program did not compile, in the learner's terms: errors in their file at
/// their own lines, else the scenarios that do not compile with it (the file changed the
/// exercise's API), else whatever the compiler said.
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

    private func scenarioError(_ diagnostic: Diagnostic) -> String? {
        guard let location = diagnostic.location else { return nil }
        if location.file == ScenarioProgram.supportFile {
            return "the exercise's support code does not compile with \(file.name): \(diagnostic.message)"
        }
        guard let index = ScenarioProgram.scenarioIndex(ofFile: location.file), manifest.scenarios.indices.contains(index) else { return nil }
        let scenario = manifest.scenarios[index]
        return "scenario \"\(scenario.name)\" does not compile with \(file.name): \(diagnostic.message)\n    \(scenario.view)"
    }
}
