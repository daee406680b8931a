import LearnerPrograms

/// Compiler diagnostics for a REPL input, as the learner should see them.
///
/// Errors are shown wherever they are in the session's inputs (a new declaration can break
/// an earlier one), each as `line 2, column 14: error: …` (an earlier input named by what it
/// declared: ``InputPlaces``) followed by that line with a caret, its notes, and a plain-words
/// hint for the commonest SwiftUI mistakes. Warnings are kept short, one line each, and only
/// for the input being evaluated: the declarations of earlier inputs are compiled again every
/// time and would repeat theirs. Diagnostics in the generated code around the inputs, or at
/// columns past the end of the learner's line (the generated code that shares it), are never
/// shown.
struct InputDiagnosticReport {
    private let diagnostics: [Diagnostic]
    private let sources: [Int: SourceExcerpt]
    private let places: InputPlaces
    private var inputNumber: Int { places.current }

    /// - Parameters:
    ///   - sources: the text of every input the compiled file holds code from, by number.
    ///   - places: the input being evaluated, and what the earlier ones declared.
    init(_ diagnostics: [Diagnostic], sources: [Int: String], places: InputPlaces) {
        self.diagnostics = diagnostics
        self.sources = sources.mapValues(SourceExcerpt.init)
        self.places = places
    }

    /// The number of the input a compiler location is in (`input 3`), or `nil` for the
    /// generated code.
    static func inputNumber(of location: Diagnostic.Location?) -> Int? {
        guard let file = location?.file, file.hasPrefix("input ") else { return nil }
        return Int(file.dropFirst("input ".count))
    }

    /// The text to show, ending in a newline, or `""` if there is nothing.
    func rendered(compilationFailed: Bool) -> String {
        var text = ""
        var hintsGiven: Set<DiagnosticHint> = []
        var lastShown: Diagnostic.Severity?
        for diagnostic in diagnostics {
            guard isShown(diagnostic), let location = diagnostic.location, let input = Self.inputNumber(of: location) else {
                continue
            }
            let header = "\(places.place(input: input, line: location.line, column: location.column)): "
                + "\(diagnostic.severity.rawValue): \(Self.learnersWords(diagnostic.message))\n"
            switch diagnostic.severity {
            case .error:
                text += header + (sources[input]?.excerpt(line: location.line, column: location.column) ?? "")
                if let hint = DiagnosticHint(message: Self.learnersWords(diagnostic.message)), hintsGiven.insert(hint).inserted {
                    text += "hint: \(hint.sentence)\n"
                }
                lastShown = .error
            case .warning where input == inputNumber:
                text += header
                lastShown = .warning
            case .note where lastShown == .error:
                text += header
            default:
                lastShown = nil
            }
        }
        if compilationFailed && !hasInputErrors {
            text += "This did not compile, and the compiler named no line of what you typed:\n"
            let otherErrors = diagnostics.filter { $0.severity == .error }.map(\.message)
            text += (otherErrors.isEmpty ? ["no message from the compiler"] : otherErrors)
                .map { "error: \($0)\n" }
                .joined()
        }
        return text
    }

    private var hasInputErrors: Bool {
        diagnostics.contains { $0.severity == .error && isShown($0) }
    }

    /// Whether a diagnostic is in the learner's text: in an input, on one of its lines.
    private func isShown(_ diagnostic: Diagnostic) -> Bool {
        guard let location = diagnostic.location, let input = Self.inputNumber(of: location) else { return false }
        return sources[input]?.contains(line: location.line, column: location.column) ?? true
    }

    /// The compiler's message about the learner's code in the words it uses for code written
    /// as the learner wrote it: a variable's initial value is compiled inside a closure that
    /// keeps it across inputs (``KeptVariable``), which the learner never wrote, and `$R0` is
    /// compiled as `_R0` (``SessionResults``).
    static func learnersWords(_ message: String) -> String {
        SessionResults.learnersWords(message.replacingOccurrences(of: "to closure result type", with: "to specified type"))
    }
}
