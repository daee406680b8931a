/// One extra sentence in plain words for a compiler error that SwiftUI learners meet often
/// and that the compiler explains in its own terms.
package enum DiagnosticHint: Hashable {
    /// A body (or another `some View` function) producing different view types in its branches.
    case differentViewTypes
    /// Several statements in a function that is not a view builder, without `return`.
    case missingReturn
    /// A SwiftUI name typed with a slip of the keyboard (`paddin`, `Vstack`).
    case misspelled(Misspelling)
    /// A member, usually a modifier, used on a type that does not have it.
    case memberOnWrongType
    /// A top-level variable whose type would come from a `some View` expression.
    case opaqueVariable
    /// Swift's concurrency checking.
    case concurrency
    /// An expression, usually a long view tree, too complex for the type checker.
    case complexExpression
    /// A member with nothing before it: usually a modifier typed as an input of its own.
    case memberWithoutBase
    /// A top-level variable whose type its initial value does not tell (`var chosen = nil`).
    case untypedVariable
    /// `@State var count = 0` (or another property wrapper) typed at the top level.
    case topLevelPropertyWrapper
    /// `$R3` that the session has not printed, or forgot at `:reset`.
    case missingResult
    /// learn's runtime was built by another Swift compiler than the one on PATH (an install
    /// made before the toolchain changed): its modules cannot be imported.
    case runtimeOfAnotherCompiler

    /// The hint for an error with `message`, if there is one.
    package init?(message: String) {
        if let misspelling = Misspelling(message: message) {
            self = .misspelled(misspelling)
            return
        }
        guard let hint = Self.matchedByWords.first(where: { $0.matches(message) }) else { return nil }
        self = hint
    }

    /// The hints a message's words choose, in the order they are tried.
    private static let matchedByWords: [DiagnosticHint] = [
        .differentViewTypes, .missingReturn, .memberOnWrongType, .opaqueVariable, .concurrency, .complexExpression,
        .memberWithoutBase, .untypedVariable, .topLevelPropertyWrapper, .missingResult, .runtimeOfAnotherCompiler,
    ]

    private func matches(_ message: String) -> Bool {
        switch self {
        case .differentViewTypes:
            message.contains("do not have matching underlying types") || message.contains("mismatching types")
        case .misspelled:
            false
        case .missingReturn:
            message.hasPrefix("missing return in") || message.contains("has no return statements in its body")
        case .memberOnWrongType:
            message.contains(/value of type '.*' has no member '.*'/)
        case .opaqueVariable:
            message.contains("involving the 'some' return type of another declaration")
        case .concurrency:
            message.contains("not concurrency-safe") || message.contains("actor-isolated")
                || message.contains("Sendable")
        case .complexExpression:
            message.contains("unable to type-check this expression in reasonable time")
        case .memberWithoutBase:
            message.hasPrefix("cannot infer contextual base in reference to member")
        case .untypedVariable:
            // The REPL's wrapper around a variable's initial value (`_learnKept`) names its
            // generic parameters so; Swift itself says "'nil' requires a contextual type".
            message.contains(/generic parameter '(Value|Wrapped)' could not be inferred/) || message.contains("'nil' requires a contextual type")
        case .topLevelPropertyWrapper:
            message.contains("property wrappers are not yet supported in top-level code")
        case .missingResult:
            message.contains(/cannot find '\$R[0-9]+' in scope/)
        case .runtimeOfAnotherCompiler:
            message.contains(/module compiled with Swift .* cannot be imported (by|in) (the )?Swift/)
                || message.contains(/module file was created by an? (older|newer) version of the compiler/)
        }
    }

    package var sentence: String {
        switch self {
        case .misspelled(let misspelling):
            misspelling.sentence
        case .differentViewTypes:
            "`some View` stands for one view type, so every branch must produce the same one: "
                + "put the `if` inside a container such as VStack or Group, or mark the function "
                + "@ViewBuilder, which can build a different view in each branch."
        case .missingReturn:
            "Only a function whose body is a single expression returns it without `return`; with "
                + "several statements, write `return` before the view, or mark the function @ViewBuilder."
        case .memberOnWrongType:
            "Each modifier returns a new type of view, so order matters: apply the modifiers that only "
                + "some views have (such as Text's) before general ones like .padding(), and check the spelling."
        case .opaqueVariable:
            "A variable declared at the top level cannot take its type from a view expression; write "
                + "the type, as in `let card: some View = …`, or make it a computed `var card: some View { … }`."
        case .concurrency:
            "This is Swift's concurrency checking (Swift 6 mode): code on the main actor can only be "
                + "used from code that is on it too, and shared mutable globals are not allowed; mark the "
                + "code that uses it @MainActor, or make the global a `let`."
        case .complexExpression:
            "Swift gave up working out the types in this expression, often because of one wrong "
                + "argument deep inside a view tree: move parts of it into their own views or properties "
                + "until the real error shows."
        case .memberWithoutBase:
            "Nothing says what this dot-name belongs to. If it is a modifier for the view in the input "
                + "before, that input has already run: type the view and its modifiers as one input, "
                + "or paste them together (lines that start with a dot join the input above them)."
        case .untypedVariable:
            "Swift cannot tell this variable's type from its initial value alone; write the type, "
                + "as in `var chosen: String? = nil`."
        case .topLevelPropertyWrapper:
            "State lives in a view: declare `@State var count = 0` (and other property wrappers such as "
                + "@Binding or @StateObject) inside a struct that conforms to View, and use it in its body. "
                + "At the prompt, a plain `var count = 0` keeps its value from input to input."
        case .missingResult:
            "$R0, $R1, … name the values printed so far in this session (:reset forgets them); "
                + "keep a value you need in a variable: `let total = $R0`."
        case .runtimeOfAnotherCompiler:
            "This is not your code: learn's runtime was built by another version of Swift than the "
                + "`swiftc` on your PATH. Build learn again with this toolchain (`./install.sh` for an "
                + "install, `swift build` in a checkout); `learn doctor` shows both versions."
        }
    }
}
