/// What the running evaluator's in-memory compiler has been given (issue 28): whether it has the
/// kept declarations (a new one gets them all with the next input), its own names for the
/// learner's types and which of them it declares again in each input that names them
/// (``InMemorySource/typeNames``), and how many sources it has had, which numbers the next.
struct InMemoryCompilerState {
    var hasDeclarations = false
    private(set) var typeNames: [String: String] = [:]
    var shadowing: Set<String> = []
    private var submissions = 0

    /// A new evaluator's compiler, which has nothing yet.
    mutating func reset() {
        hasDeclarations = false
        typeNames = [:]
        shadowing = []
    }

    /// The number of the next source it is given.
    mutating func nextSubmission() -> Int {
        submissions += 1
        return submissions
    }

    /// Keeps the names of the types `source` declared, once it compiled.
    mutating func compiled(_ source: InMemorySource) {
        typeNames.merge(source.declaredTypeNames) { $1 }
    }
}
