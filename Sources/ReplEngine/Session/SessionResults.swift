import SwiftParser
import SwiftSyntax

/// The values the session has printed as `$R0`, `$R1`, …, numbered once per session and
/// usable in later inputs, as in Swift's REPL (`1 + 1` prints `$R0: Int = 2`, then `$R0 * 10`
/// prints `$R1: Int = 20`).
///
/// The evaluator keeps each value (`_learnResult` in SnippetSupport). Swift reserves names
/// that start with `$` for the compiler, so in the code compiled for an input `$R0` is written
/// `_R0`, which has the same length (diagnostics keep their columns), and a library that uses
/// it declares `let _R0: Int = _learnResult(0, …)`, with the type the value was printed with.
struct SessionResults: Equatable, Sendable {
    /// The number the next value gets; never reused, not even after a reset.
    private(set) var next = 0
    /// Each value's type as it was printed (`Int`, `[String : Int]`), by number.
    private(set) var types: [Int: String] = [:]
    /// The values whose evaluator has ended (a crash, a timeout, Ctrl-C): their names still
    /// compile, so declarations that use them stay, but their values are gone.
    private(set) var lost: Set<Int> = []

    /// Takes in the values an input printed, starting at ``next``.
    mutating func record(_ presentations: [Presentation]) {
        for case .value(let text) in presentations {
            guard let match = text.firstMatch(of: #/^\$R([0-9]+): (.*?) = /#), let number = Int(match.output.1) else { continue }
            types[number] = String(match.output.2)
            next = max(next, number + 1)
        }
    }

    /// Marks every value printed so far as gone with the evaluator that kept it.
    mutating func loseValues() {
        lost.formUnion(types.keys)
    }

    /// The values that `input` uses and that are gone, in order.
    func lostValues(usedBy input: String) -> [Int] {
        rewriting(input).used.intersection(lost).sorted()
    }

    /// Forgets the values after a reset, keeping the numbering going.
    mutating func forgetValues() {
        types = [:]
        lost = []
    }

    /// `text` with every `$R<n>` written `_R<n>`, and the numbers of those the session has.
    func rewriting(_ text: String) -> (text: String, used: Set<Int>) {
        guard text.contains("$R") else { return (text, []) }
        var bytes = Array(text.utf8)
        var used: Set<Int> = []
        let tree = Parser.parse(source: text)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let number = Self.resultNumber(token.text) else { continue }
            bytes[token.positionAfterSkippingLeadingTrivia.utf8Offset] = UInt8(ascii: "_")
            if types[number] != nil { used.insert(number) }
        }
        return (String(decoding: bytes, as: UTF8.self), used)
    }

    /// The declarations of the values `used`, for a library of the session.
    func declarations(_ used: Set<Int>, typeTable: String) -> String {
        used.sorted().compactMap { number in
            types[number].map { "let _R\(number): (\($0)) = _learnResult(\(number), types: \(typeTable))\n" }
        }.joined()
    }

    /// The number in `$R12`, the name of a result; `nil` for any other token.
    private static func resultNumber(_ token: String) -> Int? {
        guard token.hasPrefix("$R"), token.count > 2 else { return nil }
        return Int(token.dropFirst(2))
    }

    /// The learner's `text`, typed on `line` at `column` of input `input`, with the results it
    /// uses renamed (added to `used`), behind a `#sourceLocation` line naming that place, so
    /// diagnostics and runtime messages name the learner's input and never the code around it.
    func located(_ text: String, line: Int, column: Int, input: Int, using used: inout Set<Int>) -> String {
        let (text, uses) = rewriting(text)
        used.formUnion(uses)
        return "#sourceLocation(file: \"input \(input)\", line: \(line))\n"
            + String(repeating: " ", count: column - 1) + text
            + "\n#sourceLocation()\n"
    }

    /// How diagnostics name a result: as the learner wrote it.
    static func learnersWords(_ message: String) -> String {
        message.replacing(/'_R([0-9]+)'/) { "'$R\($0.output.1)'" }
    }
}
