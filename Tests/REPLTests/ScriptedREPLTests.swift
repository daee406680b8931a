import Foundation
import XCTest

/// The REPL driven through a pipe, as a grader or a script drives it.
final class ScriptedREPLTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testPipedSessionHasNoPromptsOrEscapesAndEndsAtEndOfInput() throws {
        let result = try session.run(["chapter4"], input: ["Color.blue.frame(width: 16, height: 32)"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains("\u{1B}"))
        XCTAssertFalse(result.output.contains("learn 4.1>"))
        XCTAssertTrue(result.output.contains("Proposing and reporting sizes"), "starts at the first step")
        XCTAssertTrue(result.output.hasSuffix("██\n██\n"), result.output)
    }

    /// A crash stops only the evaluator: the message names the input, and the next input still
    /// sees the declarations made before the crash.
    func testCrashRecoveryKeepsDeclarations() throws {
        let result = try session.run(["chapter4"], input: [
            "struct Badge: View { var body: some View { Text(\"new\") } }",
            "[1, 2, 3][7]",
            "Badge()",
        ])
        XCTAssertTrue(result.errors.contains("input 2 crashed") && result.errors.contains("Index out of range"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("new\n"), result.output)
    }

    func testTimeoutStopsAnEndlessLoopAndTheSessionGoesOn() throws {
        let result = try session.run(["chapter4"], input: [
            ":timeout 1",
            "while true {}",
            "Text(\"still here\")",
        ])
        XCTAssertTrue(result.errors.contains("input 1"), result.errors)
        XCTAssertTrue(result.errors.lowercased().contains("1 s") || result.errors.contains("stopped"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("still here\n"), result.output)
    }

    func testRedeclaringReplacesAndCompileErrorsPointAtTheInput() throws {
        let result = try session.run(["chapter4"], input: [
            "struct Label2: View { var body: some View { Text(\"first version\") } }",
            "struct Label2: View { var body: some View { Text(\"second version\") } }",
            "Label2()",
            "Text(\"x\").paddin()",
        ])
        XCTAssertTrue(result.output.contains("second version\n"), result.output)
        XCTAssertFalse(result.output.contains("first version\n"))
        XCTAssertTrue(result.errors.contains("input 4:1:"), result.errors)
        XCTAssertTrue(result.errors.contains("^"), result.errors)
        XCTAssertFalse(result.errors.contains("learn_snippet_run"), "no generated code in diagnostics")
    }

    func testNonViewValuesPrintWithTheirType() throws {
        let result = try session.run(["chapter4"], input: ["1 + 2"])
        XCTAssertTrue(result.output.contains("$R0: Int = 3"), result.output)
    }

    func testCommandsSizeDeclsSaveAndNavigationProgress() throws {
        let saved = session.home.appendingPathComponent("Session.swift").path
        let result = try session.run(["chapter4"], input: [
            "struct Box: View { var body: some View { Color.red } }",
            ":size 16x32",
            "Box()",
            ":decls",
            ":save \(saved)",
            ":next",
            ":nonsense",
        ])
        XCTAssertTrue(result.output.contains("██\n██\n"), result.output)
        XCTAssertTrue(result.output.contains("struct Box: View"))
        XCTAssertTrue(try String(contentsOfFile: saved, encoding: .utf8).contains("struct Box: View"))
        XCTAssertTrue(result.output.contains("Ideal, minimum and maximum"), "moved to step 2")
        XCTAssertTrue(result.errors.contains("There is no command :nonsense"))
        let progress = try String(contentsOf: session.dataDirectory.appendingPathComponent("progress.json"), encoding: .utf8)
        XCTAssertTrue(progress.contains("\"step\" : 2"), progress)
        let resumed = try session.run(["4"], input: [])
        XCTAssertTrue(resumed.output.contains("Ideal, minimum and maximum"), "resumes at the saved step")
    }

    func testRunBlockAndExplain() throws {
        let result = try session.run(["chapter", "4"], input: [":run 1", ":explain"])
        XCTAssertTrue(result.output.contains("Hello, World\n"), result.output)
        XCTAssertTrue(result.output.contains("Text(\"Hello, World\")  proposed 480×160  →  96×16"), result.output)
    }

    func testCorruptProgressIsReportedAndReplaced() throws {
        try FileManager.default.createDirectory(at: session.dataDirectory, withIntermediateDirectories: true)
        try Data("{broken".utf8).write(to: session.dataDirectory.appendingPathComponent("progress.json"))
        let result = try session.run(["chapter4"], input: [])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("could not be read"), result.errors)
    }

    func testUnknownChapterIsBadInput() throws {
        let result = try session.run(["chapter99"], input: [])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("there is no chapter 99"), result.errors)
    }

    /// Lessons never rot: every runnable block of every lesson gives its picture.
    func testLessonsCheckPasses() throws {
        let result = try session.run(["lessons", "check"], input: [])
        XCTAssertEqual(result.status, 0, result.output + result.errors)
        XCTAssertTrue(result.output.contains(" passed, 0 failed"), result.output)
    }
}
