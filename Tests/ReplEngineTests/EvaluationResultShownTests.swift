import XCTest
@testable import ReplEngine

/// A result is shown in one order wherever it is shown (the REPL, the lesson checker,
/// `learn preview`): issue 31's "one renderer per result".
final class EvaluationResultShownTests: XCTestCase {
    private let timing = EvaluationTiming(compile: .zero, run: .zero)

    func testPrintedOutputThenDiagnosticsThenValuesThenWhyItStopped() {
        let result = EvaluationResult(
            inputNumber: 1, outcome: .interrupted, presentations: [.picture("[1]"), .value("$R0: Int = 2")],
            output: "tick\n", diagnostics: "warning: unused\n", timing: timing)
        XCTAssertEqual(result.shown.count, 5)
        XCTAssertEqual(Array(result.shown.prefix(4)), [.output("tick"), .diagnostics("warning: unused"), .picture("[1]"), .value("$R0: Int = 2")])
        guard case .message = result.shown.last else { return XCTFail("the reason it stopped comes last: \(result.shown)") }
    }

    /// What was declared is said only when the input compiled and showed nothing else.
    func testDeclaredNamesOnlyForAQuietSuccess() {
        let quiet = EvaluationResult(inputNumber: 1, outcome: .succeeded, declaredNames: ["Badge"], timing: timing)
        XCTAssertEqual(quiet.shown, [.declared(["Badge"])])
        let showing = EvaluationResult(inputNumber: 1, outcome: .succeeded, declaredNames: ["Badge"], presentations: [.picture("x")], timing: timing)
        XCTAssertEqual(showing.shown, [.picture("x")])
    }
}
