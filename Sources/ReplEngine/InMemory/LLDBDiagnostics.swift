import LearnerPrograms

/// The compiler's diagnostics as LLDB's expression evaluator reports them, read as the
/// frontend's: LLDB writes the severity first (`error: input 3:1:9: cannot find 'x' in scope`),
/// the frontend after the place (`input 3:1:9: error: cannot find 'x' in scope`).
enum LLDBDiagnostics {
    static func parse(_ message: String) -> [Diagnostic] {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            guard let match = line.wholeMatch(of: /(error|warning|note): ([^:]+:[0-9]+:[0-9]+): (.*)/) else { return String(line) }
            return "\(match.output.2): \(match.output.1): \(match.output.3)"
        }
        return Diagnostic.parse(lines.joined(separator: "\n"))
    }
}
