/// What a learner program writes to standard error, as the learner should read it: the Swift
/// runtime's messages name the learner's file as they named it (`Boom.swift:2: Fatal error:
/// boom`, not `main/Boom.swift:2`), a message raised inside the standard library loses the
/// library's own file (`Fatal error: Index out of range`, not `Swift/ContiguousArrayBuffer.swift:692:`),
/// and the backtracer's `*** Signal 4: Backtracing from 0x… done ***` with the blank lines
/// around it is left out (the backtrace itself goes to a file; learn names the crash's line).
/// Everything else the program writes passes unchanged.
///
/// Fed a line at a time, in order; ``finish()`` ends the stream.
struct RuntimeMessageFilter {
    let file: LearnerFile
    /// Blank lines held back until it is known whether a backtracer line follows them.
    private var heldBlankLines = 0
    /// Whether the backtracer has spoken: the blank lines after it are its own.
    private var backtraced = false

    init(file: LearnerFile) {
        self.file = file
    }

    /// The text to write for one line (without its newline), which may be several lines
    /// held back before it, or nothing.
    mutating func filter(_ line: String) -> String? {
        if line.isEmpty {
            if !backtraced { heldBlankLines += 1 }
            return nil
        }
        if line.hasPrefix("*** Signal "), line.contains("Backtracing") {
            heldBlankLines = 0
            backtraced = true
            return nil
        }
        backtraced = false
        defer { heldBlankLines = 0 }
        return Array(repeating: "", count: heldBlankLines).map { $0 + "\n" }.joined() + rewritten(line)
    }

    /// The blank lines still held back, when the program's output ends.
    mutating func finish() -> String? {
        defer { heldBlankLines = 0 }
        return heldBlankLines > 0 && !backtraced ? Array(repeating: "", count: heldBlankLines - 1).map { $0 + "\n" }.joined() : nil
    }

    private func rewritten(_ line: String) -> String {
        guard let match = line.wholeMatch(of: /(.+?):([0-9]+): ((?:Fatal error|Precondition failed|Assertion failed)(?::.*)?)/) else {
            return line
        }
        let path = String(match.output.1)
        let message = String(match.output.3)
        // `#file` is the learner's path (`#sourceLocation` names it); `#fileID` is `main/Name.swift`.
        if path == file.absolutePath || path == "main/" + file.name {
            return "\(file.displayPath):\(match.output.2): \(message)"
        }
        return message
    }
}
