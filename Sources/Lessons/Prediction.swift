import Foundation

/// A question a lesson asks before a block runs (a `predict` block right before it): the
/// learner answers at the prompt, and the REPL says whether they were right, why, and then
/// runs the block to show it.
///
/// ```predict
/// What size does the text report?
/// answer: 96×16
/// why: Twelve characters of 8 points, one line of 16.
/// ```
///
/// `answer:` may list several accepted answers separated by ` | `.
package struct Prediction: Equatable, Sendable {
    package var question: String
    package var answers: [String]
    package var why: String

    /// Reads a `predict` block's content, or says what is missing.
    init(parsing content: String) throws(PredictionProblem) {
        var question: [String] = []
        var answer: String?
        var why: [String] = []
        for line in content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.lowercased().hasPrefix("answer:") {
                answer = String(line.dropFirst("answer:".count)).trimmingCharacters(in: .whitespaces)
            } else if line.lowercased().hasPrefix("why:") {
                why.append(String(line.dropFirst("why:".count)).trimmingCharacters(in: .whitespaces))
            } else if !why.isEmpty {
                why.append(line)
            } else if answer == nil {
                question.append(line)
            }
        }
        let asked = question.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !asked.isEmpty else { throw PredictionProblem("a `predict` block starts with its question") }
        guard let answer, !answer.isEmpty else { throw PredictionProblem("a `predict` block needs an `answer:` line") }
        self.question = asked
        answers = answer.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
        self.why = why.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `guess` is one of the answers, as a person would write it: case, spaces, an `x`
    /// for `×`, a final full stop and the order of a list (`Child, Parent`) do not matter.
    package func accepts(_ guess: String) -> Bool {
        let guess = Self.normalized(guess)
        return answers.contains { Self.normalized($0) == guess }
    }

    private static func normalized(_ text: String) -> [String] {
        let lowered = text.lowercased().replacing(#/(\d)\s*x\s*(\d)/#) { "\($0.1)×\($0.2)" }
        let trimmed = lowered.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return trimmed.split(separator: ",").map { $0.filter { !$0.isWhitespace } }.sorted()
    }
}

struct PredictionProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
