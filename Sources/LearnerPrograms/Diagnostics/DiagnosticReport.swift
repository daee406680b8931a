/// Compiler diagnostics as a learner should see them: only those in their own file, each
/// under the path they typed and followed by their source line with a caret.
///
/// Everything pointing elsewhere (the generated wrapper, the temporary folder, the runtime's
/// modules) is left out, because it names files the learner never wrote.
package struct DiagnosticReport: Sendable {
    /// Diagnostics located in the learner's file, in the compiler's order.
    package let learnerDiagnostics: [Diagnostic]
    /// Messages of errors located anywhere else, kept for when the compiler failed without
    /// naming a line of the learner's file (a missing module, a link error).
    package let otherErrors: [String]
    private let file: LearnerFile
    private let source: SourceExcerpt

    /// Sorts `diagnostics` into those in `file` and the errors located elsewhere.
    package init(_ diagnostics: [Diagnostic], file: LearnerFile) {
        self.file = file
        source = SourceExcerpt(file.source)
        learnerDiagnostics = diagnostics.filter { $0.location?.file == file.absolutePath }
        otherErrors = diagnostics
            .filter { $0.severity == .error && $0.location?.file != file.absolutePath }
            .map(\.message)
    }

    /// Whether any error points into the learner's file.
    package var hasLearnerErrors: Bool {
        learnerDiagnostics.contains { $0.severity == .error }
    }

    /// The text to show the learner, ending in a newline, or `""` if there is nothing.
    /// - Parameter compilationFailed: whether swiftc failed; if it did without naming a
    ///   line of the learner's file, the other errors are shown so the failure is explained.
    package func rendered(compilationFailed: Bool) -> String {
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
        return "\(file.displayPath):\(location.line):\(location.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
            + source.excerpt(line: location.line, column: location.column)
    }
}
