import ReplEngine
import Foundation
import XCTest

/// Crashes, hangs and interrupts stop only the evaluator; the session goes on with its
/// declarations.
final class ReplFailureTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    func testCrashIsReportedAndTheNextInputStillWorks() {
        session.evaluate(#"struct Badge: View { var body: some View { Text("Still here") } }"#)
        let crash = session.evaluate("print(\"before\")\n[1][5]")
        XCTAssertEqual(crash.outcome, .crashed(signal: SIGILL, runtimeMessage: "Fatal error: Index out of range"))
        XCTAssertEqual(crash.message, "the code crashed (SIGILL): Fatal error: Index out of range; the session goes on with its declarations kept and its variables back at their initial values")
        XCTAssertEqual(crash.output, "before\n")

        let next = session.evaluate("Badge()")
        XCTAssertEqual(next.outcome, .succeeded, next.diagnostics)
        XCTAssertTrue(next.picture?.contains("Still here") == true)
    }

    /// The values of variables live in the evaluator, so a new one starts them from their
    /// initializers, as the crash message says.
    func testAfterACrashVariablesStartFromTheirInitialValues() {
        session.evaluate("var count = 1")
        session.evaluate("count += 1")
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R0: Int = 2")])
        session.evaluate("[1][5]")
        // Results are numbered once per session, through restarts of the evaluator.
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R1: Int = 1")])
    }

    /// A runtime error raised in the learner's own code names its input and line.
    func testFatalErrorInLearnerCodeNamesItsLine() {
        let crash = session.evaluate("let limit = 3\nfatalError(\"limit is \\(limit)\")")
        XCTAssertEqual(crash.outcome, .crashed(signal: SIGILL, runtimeMessage: "Fatal error: limit is 3 (line 2)"))
    }

    /// One raised in a function typed earlier names it by the function, which the learner can
    /// see, not by an input number, which the prompt never shows.
    func testFatalErrorInAnEarlierInputNamesItsDeclaration() {
        session.evaluate("func check(_ n: Int) {\n    precondition(n < 3, \"too big\")\n}")
        let crash = session.evaluate("check(5)")
        XCTAssertEqual(crash.outcome, .crashed(signal: SIGILL, runtimeMessage: "Precondition failed: too big (in check, typed earlier, line 2)"))
    }

    /// A variable's initial value is computed by the input that declares it.
    func testCrashInAVariablesInitialValueBelongsToItsInput() {
        let crash = session.evaluate("let numbers = [1, 2]\nlet third = numbers[2]")
        XCTAssertEqual(crash.outcome, .crashed(signal: SIGILL, runtimeMessage: "Fatal error: Index out of range"))
    }

    func testHangIsStoppedAtTheTimeout() {
        session.timeout = 1
        session.evaluate("let answer = 42")
        let start = Date()
        let hang = session.evaluate("while true {}")
        XCTAssertEqual(hang.outcome, .timedOut(seconds: 1))
        XCTAssertLessThan(Date().timeIntervalSince(start), 8)
        XCTAssertTrue(hang.message?.contains("stopped the code after 1 s") == true, hang.message ?? "")

        XCTAssertEqual(session.evaluate("answer").presentations, [.value("$R0: Int = 42")])
    }

    func testInterruptFromAnotherThreadStopsTheEvaluation() {
        session.timeout = 60
        let interrupter = session.interrupter
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { interrupter.interrupt() }
        let start = Date()
        let stopped = session.evaluate("while true {}")
        XCTAssertEqual(stopped.outcome, .interrupted)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        XCTAssertEqual(session.evaluate("1 + 1").outcome, .succeeded)
    }

    /// An interrupt that came while nothing ran does not stop the next evaluation.
    func testInterruptWhileIdleIsForgotten() {
        session.interrupt()
        XCTAssertEqual(session.evaluate("1 + 1").presentations, [.value("$R0: Int = 2")])
    }

    func testExitEndsOnlyTheEvaluator() {
        let exited = session.evaluate("exit(3)")
        XCTAssertEqual(exited.outcome, .exited(status: 3))
        XCTAssertEqual(session.evaluate("1 + 1").outcome, .succeeded)
    }
}
