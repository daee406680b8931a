/// What came of doing something to the last view shown, as a person would: a tap, a toggle,
/// a slider's new value, time passing (``ReplSession/perform(_:)``).
package struct InteractionResult: Equatable, Sendable {
    /// The view's new picture; ``ViewAnswer/noView`` if no view has been shown; or, failed,
    /// why the interaction could not be done (no such control, a disabled one) or what the
    /// view's code did (crashed, ran too long).
    package let answer: ViewAnswer
    /// The type names of the views whose body ran in the update, in the order they ran.
    package let bodyEvaluations: [String]
    /// What the view's code printed meanwhile: `print` in an action or a body,
    /// `Self._printChanges()`, runtime warnings.
    package let output: String

    package init(answer: ViewAnswer, bodyEvaluations: [String] = [], output: String = "") {
        self.answer = answer
        self.bodyEvaluations = bodyEvaluations
        self.output = output
    }
}
