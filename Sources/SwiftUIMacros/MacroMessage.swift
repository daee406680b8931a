/// An error a macro reports at the attribute, in the learner's terms.
struct MacroMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
