import Foundation
@testable import ReplEngine
import XCTest

/// The REPL on LLDB's in-memory compiler (issue 28): `learn-evaluator` starts `learn-debugger`
/// in its sandbox, which attaches to it and compiles each input while the evaluator waits at its
/// compile point; the input's code then runs in the evaluator as a library's does. What the
/// learner sees is the frontend engine's: these are the REPL's own rules (kept declarations, a
/// type declared again seen by what uses it, `$R` values, errors at the learner's line, a crash
/// that keeps the session), checked on this engine. Skipped where LLDB cannot load.
final class InMemoryEngineTests: XCTestCase {
    private func session() throws -> ReplSession {
        let session = try ReplSession(compilesInMemory: true)
        try XCTSkipUnless(session.compilationSummary.hasPrefix("in memory"), "LLDB cannot run here: \(session.compilationSummary)")
        return session
    }

    func testAViewIsDrawnAndADeclarationIsKept() throws {
        let session = try session()
        let badge = session.evaluate(#"struct Badge: View { var body: some View { Text("New").border(.red) } }"#)
        // A machine where a debugger may not trace a process falls back to the frontend.
        try XCTSkipIf(badge.diagnostics.contains("could not be used"), badge.diagnostics)
        XCTAssertEqual(badge.outcome, .succeeded, badge.diagnostics)
        XCTAssertEqual(badge.declaredNames, ["Badge"])
        // A one-point border around the text's three columns, drawn in box characters.
        XCTAssertEqual(session.evaluate("Badge()").picture, "┌───┐\n│New│\n└───┘")
        XCTAssertEqual(session.evaluate("2 + 3").presentations, [.value("$R0: Int = 5")])
        XCTAssertEqual(session.evaluate("$R0 * 10").presentations, [.value("$R1: Int = 50")])
    }

    /// As with the frontend, what uses a type declared again uses the new one (the frontend
    /// compiles every kept declaration again; this engine submits the dependents again).
    func testATypeDeclaredAgainIsSeenByWhatUsesIt() throws {
        let session = try session()
        session.evaluate(#"struct Badge: View { var body: some View { Text("old") } }"#)
        session.evaluate("struct Shelf: View { var body: some View { HStack { Badge(); Badge() } } }")
        XCTAssertEqual(session.evaluate("Shelf()").picture, "old old")
        session.evaluate(#"struct Badge: View { var body: some View { Text("new") } }"#)
        XCTAssertEqual(session.evaluate("Shelf()").picture, "new new")
        // A function that names the type: LLDB would keep the old one as an overload.
        session.evaluate("struct Point { var x: Int }")
        session.evaluate("func origin() -> Point { Point(x: 0) }")
        session.evaluate("struct Point { var x: Int; var y = 7 }")
        XCTAssertEqual(session.evaluate("origin().y").presentations, [.value("$R0: Int = 7")])
        session.evaluate("func origin() -> Int { 1 }")
        XCTAssertEqual(session.evaluate("origin()").presentations, [.value("$R1: Int = 1")])
    }

    func testAVariableKeepsItsValue() throws {
        let session = try session()
        session.evaluate("var count = 1")
        session.evaluate("count += 1")
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R0: Int = 2")])
    }

    func testAnErrorNamesTheLearnersLine() throws {
        let session = try session()
        let result = session.evaluate("let a = 1\nlet b = undefinedName + a")
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.hasPrefix("line 2, column 9: error: cannot find 'undefinedName' in scope\n"), result.diagnostics)
    }

    /// A crash ends the evaluator (the debugger passes the signal on) and the session goes on
    /// with its declarations, which the new evaluator's compiler gets again.
    func testACrashKeepsTheSessionsDeclarations() throws {
        let session = try session()
        session.evaluate(#"struct Tag: View { var body: some View { Text("t") } }"#)
        let crash = session.evaluate(#"fatalError("boom")"#)
        guard case .crashed(_, let message) = crash.outcome else { return XCTFail("\(crash.outcome)") }
        XCTAssertEqual(message, "Fatal error: boom (line 1)")
        XCTAssertEqual(session.evaluate("Tag()").picture, "t")
    }
}
