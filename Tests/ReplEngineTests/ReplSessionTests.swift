import ReplEngine
import XCTest

/// Evaluating inputs with the real toolchain and the real evaluator: declarations, values,
/// pictures and output.
final class ReplSessionTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    /// A view's picture is exactly what `TerminalHost(rootView:proposal:).render()` draws at
    /// the session's proposal: lessons compare against that text.
    func testViewExpressionShowsExactlyTheHostsRendering() {
        let view = #"HStack { Text("Hi").padding(); Circle().frame(width: 24, height: 32) }.border(Color.red)"#
        let expected = session.evaluate(
            "print(TerminalHost(rootView: \(view), proposal: ProposedViewSize(width: 640, height: nil)).render(), terminator: \"\")")
        XCTAssertEqual(expected.outcome, .succeeded, expected.diagnostics)

        let result = session.evaluate(view)
        XCTAssertEqual(result.outcome, .succeeded, result.diagnostics)
        XCTAssertEqual(result.presentations, [.picture(expected.output)])
        XCTAssertFalse(expected.output.isEmpty)
    }

    func testOtherValuesPrintLikeSwiftsREPL() {
        XCTAssertEqual(session.evaluate("2 + 3").presentations, [.value("$R0: Int = 5")])
        XCTAssertEqual(session.evaluate("\"hi\"").presentations, [.value("$R1: String = \"hi\"")])
        XCTAssertEqual(session.evaluate("[1, 2].map { $0 * 2 }").presentations, [.value("$R2: [Int] = [2, 4]")])
        XCTAssertEqual(session.evaluate("Int(\"4\")").presentations, [.value("$R3: Int? = 4")])
        XCTAssertEqual(session.evaluate("Int(\"four\")").presentations, [.value("$R4: Int? = nil")])
    }

    func testVoidExpressionsShowNothing() {
        let result = session.evaluate("print(\"hello\")")
        XCTAssertEqual(result.presentations, [])
        XCTAssertEqual(result.output, "hello\n")
    }

    /// A file as learners write it starts with `import SwiftUI`: `:load` of it names what the
    /// file declares, not the import (it said "Declared import SwiftUI, Badge").
    func testAnImportIsNotNamedAmongTheDeclarations() {
        let declared = session.evaluate("import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\") } }")
        XCTAssertEqual(declared.outcome, .succeeded, declared.diagnostics)
        XCTAssertEqual(declared.declaredNames, ["Badge"])
    }

    func testStructDeclaredThenUsed() {
        let declared = session.evaluate(#"struct Badge: View { var body: some View { Text("New").padding(4) } }"#)
        XCTAssertEqual(declared.outcome, .succeeded, declared.diagnostics)
        XCTAssertEqual(declared.declaredNames, ["Badge"])
        XCTAssertEqual(declared.presentations, [])

        let used = session.evaluate("Badge()")
        XCTAssertEqual(used.outcome, .succeeded, used.diagnostics)
        XCTAssertTrue(used.picture?.contains("New") == true, used.picture ?? "no picture")
    }

    /// A value of a struct the learner declared prints without the snippet's module name.
    func testDeclaredValuesPrintWithTheirOwnNames() {
        session.evaluate("struct Point { var x = 1; var y = 2 }")
        XCTAssertEqual(session.evaluate("[Point()]").presentations, [.value("$R0: [Point] = [Point(x: 1, y: 2)]")])
    }

    func testRedeclaringAStructReplacesIt() {
        session.evaluate(#"struct Badge: View { var body: some View { Text("Old") } }"#)
        session.evaluate(#"struct Badge: View { var body: some View { Text("New") } }"#)
        XCTAssertEqual(session.declarations.map(\.inputNumber), [2])
        XCTAssertTrue(session.evaluate("Badge()").picture?.contains("New") == true)
    }

    func testFailedRedeclarationKeepsTheOldOne() {
        session.evaluate(#"struct Badge: View { var body: some View { Text("Old") } }"#)
        let failed = session.evaluate(#"struct Badge: View { var body: some View { Textt("New") } }"#)
        XCTAssertEqual(failed.outcome, .didNotCompile)
        XCTAssertEqual(failed.declaredNames, [])
        XCTAssertTrue(session.evaluate("Badge()").picture?.contains("Old") == true)
    }

    /// Typing an extension again with a member of an earlier one replaces that one.
    func testExtensionRedeclarationReplacesTheEarlierExtension() {
        session.evaluate("struct Badge {}")
        session.evaluate("extension Badge { var label: String { \"old\" } }")
        let again = session.evaluate("extension Badge { var label: String { \"new\" } }")
        XCTAssertEqual(again.outcome, .succeeded, again.diagnostics)
        XCTAssertEqual(again.declaredNames, ["extension Badge"])
        XCTAssertEqual(session.evaluate("Badge().label").presentations, [.value("$R0: String = \"new\"")])
    }

    func testPrintedOutputIsCapturedInOrder() {
        let result = session.evaluate("""
            print("one")
            FileHandle.standardError.write(Data("two\\n".utf8))
            print("three")
            7
            """)
        XCTAssertEqual(result.outcome, .succeeded, result.diagnostics)
        XCTAssertEqual(result.output, "one\ntwo\nthree\n")
        XCTAssertEqual(result.presentations, [.value("$R0: Int = 7")])
    }

    /// As in Swift's own REPL, a top-level variable keeps what earlier inputs did to it,
    /// although each input compiles its own copy of the session's globals.
    func testVariablesKeepTheirValuesFromOneInputToTheNext() {
        session.evaluate("var count = 10")
        XCTAssertEqual(session.evaluate("count += 1\ncount").presentations, [.value("$R0: Int = 11")])
        session.evaluate("count += 1")
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R1: Int = 12")])
        session.evaluate("var names: [String] = []")
        session.evaluate("names.append(\"a\")")
        session.evaluate("names.append(\"b\")")
        XCTAssertEqual(session.evaluate("Text(names.joined(separator: \" \"))").presentations, [.picture("a b")])
    }

    func testOptionalVariablesKeepNilAndValues() {
        session.evaluate("var chosen: String? = nil")
        session.evaluate("chosen = \"b\"")
        XCTAssertEqual(session.evaluate("chosen").presentations, [.value("$R0: String? = \"b\"")])
        session.evaluate("chosen = nil")
        XCTAssertEqual(session.evaluate("chosen").presentations, [.value("$R1: String? = nil")])
    }

    /// A `let` is computed once, not again in every input.
    func testALetIsComputedOnce() {
        session.evaluate("var runs = 0")
        session.evaluate("func next() -> Int { runs += 1; return runs }")
        session.evaluate("let first = next()")
        session.evaluate("let second = next()")
        XCTAssertEqual(session.evaluate("[first, second, runs]").presentations, [.value("$R0: [Int] = [1, 2, 2]")])
    }

    /// A global's initializer runs on the main actor, where snippets run, so a `@MainActor`
    /// class can be made at the top level (a plain global initializer is refused by Swift:
    /// "call to main actor-isolated initializer in a synchronous nonisolated context").
    func testAMainActorClassCanBeMadeAtTheTopLevel() {
        session.evaluate("@MainActor final class Model { var n = 3 }")
        let declared = session.evaluate("let model = Model()")
        XCTAssertEqual(declared.outcome, .succeeded, declared.diagnostics)
        XCTAssertEqual(session.evaluate("model.n").presentations, [.value("$R0: Int = 3")])
    }

    /// Every input compiles its own copy of the learner's types; a kept value is taken over
    /// by the next copy while the declarations it is made from stay the same.
    func testValuesOfTheLearnersOwnTypesAreKeptWhileTheirDeclarationsStay() {
        session.evaluate("struct Item { var name: String; var done = false }")
        session.evaluate("final class Store: ObservableObject { @Published var items = [Item(name: \"a\")] }")
        session.evaluate("let store = Store()")
        session.evaluate("store.items.append(Item(name: \"b\"))")
        session.evaluate("struct Count: View { @ObservedObject var store: Store; var body: some View { Text(\"\\(store.items.count) items\") } }")
        XCTAssertEqual(session.evaluate("Count(store: store)").presentations, [.picture("2 items")])
        session.evaluate("var chosen: Item? = Item(name: \"c\")")
        session.evaluate("chosen?.done = true")
        XCTAssertEqual(session.evaluate("chosen?.done").presentations, [.value("$R0: Bool? = true")])

        // Item declared again: what is made of it starts again.
        session.evaluate("struct Item { var name: String; var done = false; var note = \"\" }")
        XCTAssertEqual(session.evaluate("store.items.count").presentations, [.value("$R1: Int = 1")])
        XCTAssertEqual(session.evaluate("chosen?.done").presentations, [.value("$R2: Bool? = false")])
    }

    /// An object kept from an earlier input is an instance of that input's copy of its class,
    /// which a dynamic cast to this input's copy refuses; `environmentObject` finds it by the
    /// type it was given as. (It failed every other input: a crash restarted the evaluator,
    /// which made the object afresh with the current copy.)
    func testAnEnvironmentObjectKeptFromAnEarlierInputIsFound() {
        session.evaluate("final class Account: ObservableObject { @Published var count = 3 }")
        session.evaluate("struct Greeting: View { @EnvironmentObject var account: Account; var body: some View { Text(\"\\(account.count) new\") } }")
        session.evaluate("let shared = Account()")
        for _ in 0..<2 {
            let shown = session.evaluate("Greeting().environmentObject(shared)")
            XCTAssertEqual(shown.presentations, [.picture("3 new")], shown.message ?? "")
        }
    }

    /// Variables are initialized in the order the input declares them, between its statements,
    /// as top-level code runs; not when first used.
    func testVariablesOfOneInputAreInitializedInOrder() {
        let result = session.evaluate("var base = 1\nlet tenfold = base * 10\nbase = 5\ntenfold")
        XCTAssertEqual(result.presentations, [.value("$R0: Int = 10")])
    }

    func testAVariableWhoseTypeItsValueDoesNotTellGetsAHint() {
        let result = session.evaluate("var chosen = nil")
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.contains("hint: Swift cannot tell this variable's type"), result.diagnostics)
    }

    func testDeclaringAVariableAgainStartsItFromItsNewInitializer() {
        session.evaluate("var count = 10")
        session.evaluate("count += 5")
        session.evaluate("var count = 1")
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R0: Int = 1")])
    }

    /// A variable whose initializer crashed has no value to keep; later inputs still run.
    func testAVariableWhoseInitializerCrashedLeavesLaterInputsAlone() {
        let crashed = session.evaluate("var boom = [1][3]")
        XCTAssertTrue(crashed.message?.contains("Index out of range") == true, crashed.message ?? "no message")
        XCTAssertEqual(session.evaluate("1 + 1").presentations, [.value("$R0: Int = 2")])
    }

    func testAMistakeInAnInitializerIsReportedWhereItWasTyped() {
        let result = session.evaluate("var ratio: Double =\n    missingValue")
        XCTAssertTrue(result.diagnostics.contains("line 2, column 5: error: cannot find 'missingValue' in scope"), result.diagnostics)
    }

    func testUncaughtErrorsAreReported() {
        session.evaluate("struct Broken: Error {}\nfunc fail() throws -> Int { throw Broken() }")
        let result = session.evaluate("try fail()")
        XCTAssertEqual(result.outcome, .threwError("Broken()"))
        XCTAssertEqual(result.message, "the code threw an error that nothing caught: Broken()")
    }

    func testBlankInputDoesNothingAndTakesNoNumber() {
        XCTAssertEqual(session.evaluate("// just a note").outcome, .succeeded)
        XCTAssertEqual(session.evaluate("1").inputNumber, 1)
        XCTAssertEqual(session.evaluate(")").outcome, .didNotCompile)
    }

    func testResetForgetsDeclarations() {
        session.evaluate("struct Badge {}")
        session.reset()
        XCTAssertEqual(session.declarations, [])
        let result = session.evaluate("Badge()")
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.contains("cannot find 'Badge' in scope"), result.diagnostics)
    }

    func testDeclarationsFileHoldsTheKeptDeclarations() {
        session.evaluate("struct Badge {}")
        session.evaluate("import Foundation")
        session.evaluate("let size = 3")
        XCTAssertEqual(session.declarationsFile, "import SwiftUI\nimport Foundation\n\nstruct Badge {}\n\nlet size = 3\n")
    }
}
