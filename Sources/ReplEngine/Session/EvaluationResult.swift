/// What came of evaluating one input: everything the REPL shows for it.
package struct EvaluationResult: Equatable, Sendable {
    /// The input's number in the session (the prompt does not show it, so messages do not name it).
    package let inputNumber: Int
    package let outcome: EvaluationOutcome
    /// What the input declared, as the learner would name it (`Badge`, `a, b`,
    /// `extension Badge`), imports left out; empty unless it compiled.
    package let declaredNames: [String]
    /// The values of the input's expressions, in order; a `Void` expression shows nothing.
    package let presentations: [Presentation]
    /// What the code printed to standard output and standard error, interleaved as written.
    package let output: String
    /// Compiler errors (each with its input's line and a caret, and a plain-words hint for
    /// the commonest SwiftUI mistakes) and the input's warnings, ready to print; `""` if none.
    package let diagnostics: String
    package let timing: EvaluationTiming

    package init(
        inputNumber: Int,
        outcome: EvaluationOutcome,
        declaredNames: [String] = [],
        presentations: [Presentation] = [],
        output: String = "",
        diagnostics: String = "",
        timing: EvaluationTiming
    ) {
        self.inputNumber = inputNumber
        self.outcome = outcome
        self.declaredNames = declaredNames
        self.presentations = presentations
        self.output = output
        self.diagnostics = diagnostics
        self.timing = timing
    }

    /// The picture of the last view the input showed, if it showed one.
    package var picture: String? {
        presentations.reversed().lazy.compactMap {
            if case .picture(let picture) = $0 { picture } else { nil }
        }.first
    }

    /// The outcome in plain words, or `nil` when there is nothing to add.
    package var message: String? {
        outcome.message
    }
}
