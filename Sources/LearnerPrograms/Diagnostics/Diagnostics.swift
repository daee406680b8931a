/// One message from the Swift compiler, such as
/// `/path/Counter.swift:3:17: error: cannot find 'Textt' in scope`.
package struct Diagnostic: Equatable, Sendable {
    /// How serious the compiler says the message is.
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Where in a source file a diagnostic points; `line` and `column` count from 1, and
    /// `column` counts UTF-8 bytes, as swiftc reports it.
    package struct Location: Equatable, Sendable {
        package let file: String
        package let line: Int
        package let column: Int

        package init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    package let severity: Severity
    /// `nil` for messages that point at no source line, such as linker errors.
    package let location: Location?
    package let message: String

    package init(severity: Severity, location: Location?, message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// Extracts the diagnostics from swiftc's output in its `llvm` style
    /// (`-diagnostic-style llvm`): header lines `path:line:column: severity: message`, and
    /// messages without a source location such as `error: link command failed …`.
    /// Other lines (the echoed source, carets, fix-its) are skipped: a report is rebuilt
    /// from the learner's own file instead.
    package static func parse(_ compilerOutput: String) -> [Diagnostic] {
        compilerOutput.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            parseLine(String(line))
        }
    }

    private static func parseLine(_ line: String) -> Diagnostic? {
        // The prefix is lazy so the first `: severity: ` ends it; messages may contain more.
        guard let match = line.wholeMatch(of: /(?:(.*?): )?(error|warning|note): (.*)/),
              let severity = Severity(rawValue: String(match.output.2))
        else { return nil }
        let location = match.output.1.flatMap { parseLocation(String($0)) }
        // Swift names a warning's group after it (`[#DeprecatedDeclaration]`), a pointer to
        // documentation an editor can follow and a terminal cannot; LLDB's compiler leaves it
        // out, and so do the reports, so both engines say the same.
        let message = String(match.output.3).replacing(/\s\[#[A-Za-z]+\]$/, with: "")
        return Diagnostic(severity: severity, location: location, message: message)
    }

    /// Reads `path:line:column`, taking the numbers from the end so paths may contain colons.
    private static func parseLocation(_ text: String) -> Location? {
        guard let match = text.wholeMatch(of: /(.+):([0-9]+):([0-9]+)/),
              let line = Int(match.output.2),
              let column = Int(match.output.3)
        else { return nil }
        return Location(file: String(match.output.1), line: line, column: column)
    }
}
