import ReplEngine
import XCTest

/// Compiler errors point at the learner's input and line, never at the generated code, and
/// the commonest SwiftUI mistakes get a sentence in plain words.
final class ReplDiagnosticsTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    func testErrorsPointAtTheInputsLineWithACaret() {
        session.evaluate("let width = 10")
        let result = session.evaluate("""
            struct Card: View {
                var body: some View {
                    Textt("Hi")
                }
            }
            """)
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.hasPrefix("""
            line 3, column 9: error: cannot find 'Textt' in scope
                    Textt("Hi")
                    ^

            """), result.diagnostics)
        for generated in ["learn_snippet", "_learn", "sourceLocation", "Input2", "input 2", ".swift"] {
            XCTAssertFalse(result.diagnostics.contains(generated), result.diagnostics)
        }
    }

    /// An expression keeps its column, though the generated code wraps it.
    func testErrorsInExpressionsKeepTheirColumns() {
        let result = session.evaluate("let a = 1; a + nope")
        XCTAssertTrue(result.diagnostics.hasPrefix("""
            line 1, column 16: error: cannot find 'nope' in scope
            let a = 1; a + nope
                           ^

            """), result.diagnostics)
    }

    /// A new declaration can break an earlier one; the error then names the earlier input by
    /// what it declared, since the prompt shows no input numbers.
    func testErrorsInEarlierInputsNameThem() {
        session.evaluate("struct Size { var width = 1 }")
        session.evaluate("func double(_ size: Size) -> Int { size.width * 2 }")
        let result = session.evaluate("struct Size { var height = 1 }")
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.contains("in double, typed earlier, line 1, column 41: error: value of type 'Size' has no member 'width'"), result.diagnostics)
    }

    func testWarningsAreShortAndOnlyForTheInput() {
        session.evaluate("func f() { var unchanged = 1; print(unchanged) }")
        let result = session.evaluate("func g() { var same = 2; print(same) }")
        XCTAssertEqual(result.outcome, .succeeded)
        XCTAssertEqual(result.diagnostics, """
            line 1, column 16: warning: variable 'same' was never mutated; consider changing to 'let' constant

            """)
    }

    func testBranchesReturningDifferentViewsGetAHint() {
        let result = session.evaluate("""
            struct Choice: View {
                var flag = true
                var body: some View {
                    if flag { return Text("a") } else { return Image(systemName: "star") }
                }
            }
            """)
        XCTAssertTrue(result.diagnostics.contains("do not have matching underlying types"), result.diagnostics)
        XCTAssertTrue(result.diagnostics.contains("hint: `some View` stands for one view type"), result.diagnostics)
    }

    func testMissingReturnGetsAHint() {
        let result = session.evaluate("""
            func badge() -> some View {
                let title = "New"
                Text(title)
            }
            """)
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.contains("hint: Only a function whose body is a single expression"), result.diagnostics)
    }

    func testMemberOnTheWrongTypeGetsAHint() {
        // A member no view has, and near no SwiftUI name: the hint about modifiers and spelling.
        let result = session.evaluate("Text(\"1\").padding().shine()")
        XCTAssertTrue(result.diagnostics.contains("has no member 'shine'"), result.diagnostics)
        XCTAssertTrue(result.diagnostics.contains("hint: Each modifier returns a new type of view"), result.diagnostics)
    }

    /// A slip of the keyboard gets the name meant rather than the hint about order.
    func testAMisspelledModifierGetsTheNameMeant() {
        let result = session.evaluate("Text(\"a\").padding().fontWeigth(.bold)")
        XCTAssertTrue(result.diagnostics.contains("has no member 'fontWeigth'"), result.diagnostics)
        XCTAssertTrue(result.diagnostics.contains("hint: Did you mean `fontWeight`?"), result.diagnostics)
    }

    func testConcurrencyErrorsGetAHint() {
        let result = session.evaluate("""
            @MainActor final class Model { var count = 0 }
            nonisolated func read(_ model: Model) -> Int { model.count }
            """)
        XCTAssertTrue(result.diagnostics.contains("main actor-isolated"), result.diagnostics)
        XCTAssertTrue(result.diagnostics.contains("hint: This is Swift's concurrency checking"), result.diagnostics)
    }

    /// A modifier typed after its view already ran, as an input of its own.
    func testAModifierOnItsOwnGetsAHint() {
        session.evaluate("VStack { Text(\"a\") }")
        let result = session.evaluate(".padding()")
        XCTAssertTrue(result.diagnostics.contains("cannot infer contextual base"), result.diagnostics)
        XCTAssertTrue(result.diagnostics.contains("hint: Nothing says what this dot-name belongs to"), result.diagnostics)
    }

    /// The frontend compiles the session's globals into a library, where a global cannot take
    /// its type from another declaration's opaque result; LLDB's REPL mode allows it, as Swift's
    /// REPL does (`InMemoryEngineTests`).
    func testTopLevelViewVariablesGetAHint() throws {
        let session = try ReplSession(compilesInMemory: false)
        let result = session.evaluate("let card = Text(\"a\").padding()")
        XCTAssertTrue(result.diagnostics.contains("hint: A variable declared at the top level"), result.diagnostics)
        XCTAssertEqual(session.evaluate("let card: some View = Text(\"a\").padding()").outcome, .succeeded)
    }
}
