/// The Swift runtime's report of a crash, cut out of what the crashed evaluator printed:
///
///     Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///     Current stack trace:
///     0    libswiftCore.so    0x00007fded255f130 swift_reportError + 33
///     …
///
/// The message becomes the crash report's (`Fatal error: Index out of range`, with the
/// learner's input and line when the error was raised there); the stack trace, which names
/// only the runtime's and the evaluator's internals, is left out of the output.
struct RuntimeErrorReport {
    /// The runtime's message, if it printed one.
    let message: String?
    /// The output without the report.
    let output: String

    /// - Parameter places: names the input a message was raised in, as the learner sees it.
    init(output: String, places: InputPlaces) {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.lastIndex(where: { Self.messageLine($0, places: places) != nil }) else {
            message = nil
            self.output = output
            return
        }
        message = Self.messageLine(lines[index], places: places)
        var end = index + 1
        if end < lines.count, lines[end] == "Current stack trace:" {
            end += 1
            while end < lines.count, lines[end].wholeMatch(of: /[0-9]+ +.*/) != nil { end += 1 }
        }
        lines.removeSubrange(index..<end)
        self.output = lines.joined(separator: "\n")
    }

    /// `Fatal error: boom (line 2)` for `Input4/input 4:2: Fatal error: boom` in input 4 (an
    /// earlier input is named by what it declared); the message alone when the runtime's own
    /// source is named (`Swift/Array.swift:…`).
    private static func messageLine(_ line: Substring, places: InputPlaces) -> String? {
        guard let match = line.wholeMatch(
            of: /(?:(.*?):([0-9]+): )?((?:Fatal error|Precondition failed|Assertion failed)(?::.*)?)/
        ) else { return nil }
        let message = String(match.output.3)
        guard let file = match.output.1, let line = match.output.2.flatMap({ Int($0) }),
              let input = file.wholeMatch(of: /(?:Input[0-9]+|__lldb_expr_[0-9]+)\/input ([0-9]+)/).flatMap({ Int($0.output.1) })
        else { return message }
        return "\(message) (\(places.place(input: input, line: line)))"
    }
}
