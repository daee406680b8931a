/// A top-level `var` or `let` whose value the session keeps from one input to the next, as
/// Swift's own REPL does: after `var count = 0` and `count += 1`, `count` shows 1.
///
/// Each input is compiled into a library of its own, with its own copy of the session's
/// globals, so the value lives in the evaluator's runtime (`_learnKept` in SnippetSupport),
/// under the key of the input that declared the variable. Each library's copy starts from
/// the kept value, and the input's changes to a `var` are kept when it ends. A value of a type
/// the learner declared is kept while that type's declarations stay as they are (see
/// `LearnerTypeTable`); declared again, the variable starts again from its initializer.
package struct KeptVariable: Equatable, Sendable {
    package let name: String
    /// A `var`, whose changes are kept when an input ends; a `let` is kept once computed.
    package let isMutable: Bool
    /// Where the initializer starts, in UTF-8 bytes from the start of the declaration's text.
    let initializerOffset: Int
    /// Where the initializer starts in the input (from 1), for diagnostics inside it.
    let initializerLine: Int
    let initializerColumn: Int
    /// The type the learner wrote (`Int` in `let x: Int = 5`), handed to `_learnKept` to fix
    /// the result type of the closure around the initial value, so that a wrong initial value
    /// gets the error Swift gives for it rather than one about `_learnKept`'s generic
    /// parameter; `nil` when there is none or it is no type of a value (`some View`, `Int!`).
    let annotatedType: String?

    init(name: String, isMutable: Bool, initializerOffset: Int, initializerLine: Int, initializerColumn: Int, annotatedType: String? = nil) {
        self.name = name
        self.isMutable = isMutable
        self.initializerOffset = initializerOffset
        self.initializerLine = initializerLine
        self.initializerColumn = initializerColumn
        self.annotatedType = annotatedType
    }

    /// `text` (the declaration's) cut where the initializer starts: `let x: Int = ` and `5`.
    func parts(of text: String) -> (head: String, initializer: String) {
        let utf8 = Array(text.utf8)
        return (String(decoding: utf8[..<initializerOffset], as: UTF8.self), String(decoding: utf8[initializerOffset...], as: UTF8.self))
    }

    /// The key its value is kept under in the evaluator: a variable declared again in a later
    /// input is a new variable, which starts from its new initializer.
    func key(declaredIn inputNumber: Int) -> String {
        "\(inputNumber):\(name)"
    }
}
