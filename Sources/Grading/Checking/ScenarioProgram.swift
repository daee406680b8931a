import LearnerPrograms

/// The Swift that turns a learner's file, or the reference solution, into a program that runs
/// an exercise's scenarios: GradingSupport's `ScenarioRunner` is started before the file's
/// code, and the support declarations and one call per scenario follow it.
///
/// The runner's type is named with its module, so a learner's own `ScenarioRunner` cannot
/// hide it. The support code and each scenario's view are marked with `#sourceLocation`, so a
/// diagnostic in them names the part (`scenario-2:1:31: error: …`) rather than the
/// temporary `main.swift`.
enum ScenarioProgram {
    static let prologue = """
        import SwiftUI
        import TerminalPreview
        import GradingSupport
        let _learnScenarios = GradingSupport.ScenarioRunner.start()
        """

    /// The name diagnostics give the support code.
    static let supportFile = "support"

    /// The name diagnostics give the view of the scenario at `index`.
    static func scenarioFile(_ index: Int) -> String {
        "scenario-\(index + 1)"
    }

    /// The scenario `file` names, if it names one.
    static func scenarioIndex(ofFile file: String) -> Int? {
        guard file.hasPrefix("scenario-"), let number = Int(file.dropFirst("scenario-".count)) else { return nil }
        return number - 1
    }

    /// The support code, then one call per scenario. Scenarios that show the same view (in
    /// other setups) call one function that makes it: compiling a view's code costs far more
    /// than calling it, and many exercises show one view at several sizes or after several
    /// interactions. The function is marked as the first of those scenarios.
    static func epilogue(for manifest: ExerciseManifest) -> String {
        var code = ""
        if let support = manifest.support {
            code += "#sourceLocation(file: \"\(supportFile)\", line: 1)\n\(support)\n#sourceLocation()\n"
        }
        for (index, scenario) in manifest.scenarios.enumerated() {
            let first = manifest.scenarios.firstIndex { $0.view == scenario.view } ?? index
            if first == index {
                code += "@ViewBuilder func _learnScenarioView\(index)() -> some View {\n"
                    + "#sourceLocation(file: \"\(scenarioFile(index))\", line: 1)\n"
                    + scenario.view + "\n#sourceLocation()\n}\n"
            }
            code += "_learnScenarios.run(\(index), view: _learnScenarioView\(first))\n"
        }
        return code
    }

    static func program(for file: LearnerFile, _ manifest: ExerciseManifest) -> HarnessedProgram {
        HarnessedProgram(file: file, prologue: prologue, epilogue: epilogue(for: manifest))
    }
}
