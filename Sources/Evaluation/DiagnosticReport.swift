/// Compiler diagnostics as a learner should see them: only those in their own file, each
/// under the path they typed and followed by their source line with a caret.
///
/// Everything pointing elsewhere (the generated wrapper, the temporary folder, the runtime's
/// modules) is left out, because it names files the learner never wrote.
public struct DiagnosticReport: Sendable {
    /// Diagnostics located in the learner's file, in the compiler's order.
    public let learnerDiagnostics: [Diagnostic]
    /// Messages of errors located anywhere else, kept for when the compiler failed without
    /// naming a line of the learner's file (a missing module, a link error).
    public let otherErrors: [String]
    private let file: LearnerFile
    private let sourceLines: [Substring]

    /// Sorts `diagnostics` into those in `file` and the errors located elsewhere.
    public init(_ diagnostics: [Diagnostic], file: LearnerFile) {
        self.file = file
        sourceLines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
        learnerDiagnostics = diagnostics.filter { $0.location?.file == file.absolutePath }
        otherErrors = diagnostics
            .filter { $0.severity == .error && $0.location?.file != file.absolutePath }
            .map(\.message)
    }

    /// Whether any error points into the learner's file.
    public var hasLearnerErrors: Bool {
        learnerDiagnostics.contains { $0.severity == .error }
    }

    /// The text to show the learner, ending in a newline, or `""` if there is nothing.
    /// - Parameter compilationFailed: whether swiftc failed; if it did without naming a
    ///   line of the learner's file, the other errors are shown so the failure is explained.
    public func rendered(compilationFailed: Bool) -> String {
        var text = learnerDiagnostics.map(render).joined()
        if compilationFailed && !hasLearnerErrors {
            text += "learn: \(file.name) did not compile, and the compiler named no line of it:\n"
            text += (otherErrors.isEmpty ? ["no message from the compiler"] : otherErrors)
                .map { "error: \($0)\n" }
                .joined()
        }
        return text
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return "" }
        var text = "\(file.displayPath):\(location.line):\(location.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if let sourceLine = sourceLine(location.line) {
            text += sourceLine + "\n" + caretLine(under: location.column, in: sourceLine) + "\n"
        }
        return text
    }

    private func sourceLine(_ number: Int) -> String? {
        guard number >= 1, number <= sourceLines.count else { return nil }
        let line = sourceLines[number - 1]
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    /// A line with `^` under the character at `column` (a 1-based UTF-8 byte offset).
    /// Tabs before it are kept so the caret lines up however wide the terminal draws them.
    private func caretLine(under column: Int, in sourceLine: String) -> String {
        let bytesBefore = max(column - 1, 0)
        let utf8 = Array(sourceLine.utf8)
        let prefix = String(decoding: utf8.prefix(bytesBefore), as: UTF8.self)
        let padding = prefix.map { $0 == "\t" ? "\t" : " " }.joined()
        let beyondEnd = String(repeating: " ", count: max(bytesBefore - utf8.count, 0))
        return padding + beyondEnd + "^"
    }
}
