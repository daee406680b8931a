/// The forms in which `learn check` reports results for machines to read (`--format`): its
/// own JSON (``ResultJSON``), JUnit XML (``ResultJUnit``) and Gradescope's `results.json`
/// (``ResultGradescope``).
package enum ReportFormat: String, CaseIterable, Sendable {
    case json
    case junit
    case gradescope

    /// One exercise's result.
    package func text(for result: ExerciseResult) -> String {
        switch self {
        case .json: ResultJSON.text(for: result)
        case .junit: ResultJUnit.text(for: result)
        case .gradescope: ResultGradescope.text(for: result)
        }
    }

    /// Every exercise's result, for `--all`.
    package func text(forAll results: [ExerciseResult]) -> String {
        switch self {
        case .json: ResultJSON.text(forAll: results)
        case .junit: ResultJUnit.text(forAll: results)
        case .gradescope: ResultGradescope.text(forAll: results)
        }
    }

    /// Whether it can summarise a class (`--submissions`). Gradescope's `results.json` is one
    /// learner's: Gradescope runs the autograder once per submission.
    package var summarisesClasses: Bool { self != .gradescope }

    /// The summary of a class's submissions; `nil` when the format has none (``summarisesClasses``).
    package func text(for summary: SubmissionSummary) -> String? {
        switch self {
        case .json: ResultJSON.text(for: summary)
        case .junit: ResultJUnit.text(for: summary)
        case .gradescope: nil
        }
    }

    /// The extension of a report's file in this format (`ada.swift.xml`).
    package var fileExtension: String {
        switch self {
        case .json, .gradescope: "json"
        case .junit: "xml"
        }
    }
}
