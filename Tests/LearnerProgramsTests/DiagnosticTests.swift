import LearnerPrograms
import Foundation
import XCTest

/// Parsing swiftc's output, and presenting it as the learner should see it.
final class DiagnosticTests: XCTestCase {
    /// Output of `swiftc -diagnostic-style llvm` for a learner file compiled through the
    /// generated wrapper, with echoed source lines, carets and a fix-it as swiftc prints them.
    private let learnerPath = "/home/ada/course/Counter.swift"
    private var sampleOutput: String {
        """
        \(learnerPath):3:16: error: cannot find 'Textt' in scope
        let greeting = Textt("hi")
                       ^~~~~
        \(learnerPath):5:5: warning: variable 'count' was never mutated; consider changing to 'let' constant
        var count = 1
        ~~~ ^
        let
        /tmp/learn-run-Ab12Cd/main.swift:1:8: error: no such module 'TerminalPreview'
        import TerminalPreview
               ^
        \(learnerPath):3:16: note: did you mean 'Text'?
        <unknown>:0: error: unable to load standard library
        error: link command failed with exit code 1 (use -v to see invocation)

        """
    }

    func testParseReadsHeaderLinesAndSkipsEchoedSource() {
        let diagnostics = Diagnostic.parse(sampleOutput)
        XCTAssertEqual(diagnostics, [
            Diagnostic(severity: .error, location: .init(file: learnerPath, line: 3, column: 16),
                       message: "cannot find 'Textt' in scope"),
            Diagnostic(severity: .warning, location: .init(file: learnerPath, line: 5, column: 5),
                       message: "variable 'count' was never mutated; consider changing to 'let' constant"),
            Diagnostic(severity: .error, location: .init(file: "/tmp/learn-run-Ab12Cd/main.swift", line: 1, column: 8),
                       message: "no such module 'TerminalPreview'"),
            Diagnostic(severity: .note, location: .init(file: learnerPath, line: 3, column: 16),
                       message: "did you mean 'Text'?"),
            Diagnostic(severity: .error, location: nil, message: "unable to load standard library"),
            Diagnostic(severity: .error, location: nil,
                       message: "link command failed with exit code 1 (use -v to see invocation)"),
        ])
    }

    func testParseKeepsColonsInPathsAndMessages() {
        let diagnostics = Diagnostic.parse("/srv/a:b/View.swift:12:3: error: expected ':' after 'case': here\n")
        XCTAssertEqual(diagnostics, [
            Diagnostic(severity: .error, location: .init(file: "/srv/a:b/View.swift", line: 12, column: 3),
                       message: "expected ':' after 'case': here"),
        ])
    }

    /// Swift 6.3's `llvm` style ends a warning with its group (as swift-frontend printed it for
    /// `.animation(.default)`); the message is kept without it, as LLDB's compiler reports it.
    func testParseLeavesOutTheDiagnosticGroup() {
        let diagnostics = Diagnostic.parse(
            "input 3:1:13: warning: 'animation' is deprecated: Use withAnimation or animation(_:value:) instead. [#DeprecatedDeclaration]\n")
        XCTAssertEqual(diagnostics.map(\.message), ["'animation' is deprecated: Use withAnimation or animation(_:value:) instead."])
    }

    func testParseIgnoresLinesThatAreNotDiagnostics() {
        XCTAssertEqual(Diagnostic.parse("let x = 1\n    ^~~\nerrors: none\n\n"), [])
    }

    // MARK: Report

    private func learnerFile(_ source: String) throws -> (LearnerFile, LearnerFolder) {
        let folder = try LearnerFolder()
        let path = try folder.write("Counter.swift", source)
        return (try LearnerFile(path: path), folder)
    }

    func testReportShowsOnlyTheLearnersFileWithSourceLineAndCaret() throws {
        let (file, folder) = try learnerFile("import SwiftUI\n\nlet greeting = Textt(\"hi\")\n")
        let diagnostics = [
            Diagnostic(severity: .error, location: .init(file: file.absolutePath, line: 3, column: 16),
                       message: "cannot find 'Textt' in scope"),
            Diagnostic(severity: .error, location: .init(file: "/tmp/learn-run-x/main.swift", line: 1, column: 8),
                       message: "no such module 'TerminalPreview'"),
        ]
        let report = DiagnosticReport(diagnostics, file: file)
        XCTAssertEqual(report.rendered(compilationFailed: true), """
            \(file.displayPath):3:16: error: cannot find 'Textt' in scope
            let greeting = Textt("hi")
                           ^

            """)
        withExtendedLifetime(folder) {}
    }

    func testCaretCountsColumnsInBytesAndKeepsTabs() throws {
        // swiftc counts UTF-8 bytes: "é" is two, so `"a"` starts at byte column 16, after
        // the tab and 13 characters.
        let (file, folder) = try learnerFile("\tlet s = \"é\"; \"a\"\n")
        let report = DiagnosticReport(
            [Diagnostic(severity: .warning, location: .init(file: file.absolutePath, line: 1, column: 16),
                        message: "string literal is unused")],
            file: file)
        let lines = report.rendered(compilationFailed: false).split(separator: "\n")
        XCTAssertEqual(lines.last, "\t" + String(repeating: " ", count: 13) + "^")
        withExtendedLifetime(folder) {}
    }

    func testFailureWithoutLearnerErrorsShowsTheOtherErrorsWithoutPaths() throws {
        let (file, folder) = try learnerFile("print(1)\n")
        let report = DiagnosticReport(Diagnostic.parse(sampleOutput.replacingOccurrences(of: learnerPath, with: "/elsewhere.swift")),
                                      file: file)
        XCTAssertFalse(report.hasLearnerErrors)
        let text = report.rendered(compilationFailed: true)
        XCTAssertEqual(text, """
            learn: Counter.swift did not compile, and the compiler named no line of it:
            error: cannot find 'Textt' in scope
            error: no such module 'TerminalPreview'
            error: unable to load standard library
            error: link command failed with exit code 1 (use -v to see invocation)

            """)
        withExtendedLifetime(folder) {}
    }

    func testSuccessfulCompilationWithoutDiagnosticsShowsNothing() throws {
        let (file, folder) = try learnerFile("print(1)\n")
        XCTAssertEqual(DiagnosticReport([], file: file).rendered(compilationFailed: false), "")
        withExtendedLifetime(folder) {}
    }
}
