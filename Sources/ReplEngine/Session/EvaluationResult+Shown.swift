import Foundation

extension EvaluationResult {
    /// One thing a result shows.
    package enum Shown: Equatable, Sendable {
        /// What the code printed.
        case output(String)
        /// Compiler errors and warnings.
        case diagnostics(String)
        case picture(String)
        case value(String)
        /// The names the input declared, when it showed nothing else and compiled.
        case declared([String])
        /// Why the input did not run or did not finish (``message``).
        case message(String)
    }

    /// What the result shows, in the one order every place that shows a result uses (the REPL,
    /// the lesson checker, `learn preview`): what the code printed, the compiler's diagnostics,
    /// the values and pictures, what was declared, and why it stopped. Each place chooses how
    /// to draw each (colours, wrapping) and which to leave out.
    package var shown: [Shown] {
        var shown: [Shown] = []
        if !output.isEmpty { shown.append(.output(output.withoutFinalNewline)) }
        if !diagnostics.isEmpty { shown.append(.diagnostics(diagnostics.trimmingCharacters(in: .newlines))) }
        for presentation in presentations {
            switch presentation {
            case .picture(let picture): shown.append(.picture(picture))
            case .value(let value): shown.append(.value(value))
            }
        }
        if !declaredNames.isEmpty, presentations.isEmpty, outcome == .succeeded { shown.append(.declared(declaredNames)) }
        if let message { shown.append(.message(message)) }
        return shown
    }
}

extension String {
    /// Printed output as it is shown: whoever shows it ends every text with a newline, so the
    /// one that ended the output is not shown twice.
    package var withoutFinalNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
