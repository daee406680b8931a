/// Compiler diagnostics for a REPL input, as the learner should see them.
///
/// Errors are shown wherever they are in the session's inputs (a new declaration can break
/// an earlier one), each as `input 3:2:14: error: …` followed by that input's line with a
/// caret, its notes, and a plain-words hint for the commonest SwiftUI mistakes. Warnings are
/// kept short, one line each, and only for the input being evaluated: the declarations of
/// earlier inputs are compiled again every time and would repeat theirs. Diagnostics in the
/// generated code around the inputs are never shown.
struct InputDiagnosticReport {
    private let diagnostics: [Diagnostic]
    private let sources: [Int: SourceExcerpt]
    private let inputNumber: Int

    /// - Parameters:
    ///   - sources: the text of every input the compiled file holds code from, by number.
    ///   - inputNumber: the input being evaluated.
    init(_ diagnostics: [Diagnostic], sources: [Int: String], inputNumber: Int) {
        self.diagnostics = diagnostics
        self.sources = sources.mapValues(SourceExcerpt.init)
        self.inputNumber = inputNumber
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
            guard let location = diagnostic.location, let input = Self.inputNumber(of: location) else {
                continue
            }
            let header = "\(location.file):\(location.line):\(location.column): "
                + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
            switch diagnostic.severity {
            case .error:
                text += header + (sources[input]?.excerpt(line: location.line, column: location.column) ?? "")
                if let hint = DiagnosticHint(message: diagnostic.message), hintsGiven.insert(hint).inserted {
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
            text += "input \(inputNumber) did not compile, and the compiler named no line of it:\n"
            let otherErrors = diagnostics.filter { $0.severity == .error }.map(\.message)
            text += (otherErrors.isEmpty ? ["no message from the compiler"] : otherErrors)
                .map { "error: \($0)\n" }
                .joined()
        }
        return text
    }

    private var hasInputErrors: Bool {
        diagnostics.contains { $0.severity == .error && Self.inputNumber(of: $0.location) != nil }
    }
}
