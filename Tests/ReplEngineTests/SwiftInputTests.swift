import ReplEngine
import XCTest

/// Whether an input is finished, and what its items are.
final class SwiftInputTests: XCTestCase {
    func testOpenBracketsContinue() {
        XCTAssertFalse(SwiftInput.isComplete("struct Badge: View {"))
        XCTAssertFalse(SwiftInput.isComplete("VStack {\n    Text(\"a\")"))
        XCTAssertFalse(SwiftInput.isComplete("let numbers = [1, 2"))
        XCTAssertFalse(SwiftInput.isComplete("Text(\"a\").padding("))
        XCTAssertTrue(SwiftInput.isComplete("VStack {\n    Text(\"a\")\n}"))
        XCTAssertTrue(SwiftInput.isComplete("Text(\"a\").padding()"))
        XCTAssertTrue(SwiftInput.isComplete(""))
    }

    /// Xcode puts an attribute on the line above its declaration (`@main`, `@Observable`): the
    /// attribute alone waits for the declaration, which then completes the input.
    func testAnAttributeAloneOnItsLineContinues() {
        XCTAssertFalse(SwiftInput.isComplete("@main"))
        XCTAssertFalse(SwiftInput.isComplete("@Observable\n"))
        XCTAssertFalse(SwiftInput.isComplete("@MainActor @Observable"))
        XCTAssertFalse(SwiftInput.isComplete("@Observable\nfinal"))
        XCTAssertTrue(SwiftInput.isComplete("@Observable\nfinal class Model {}"))
        XCTAssertTrue(SwiftInput.isComplete("@main\nstruct ReadingApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}"))
        XCTAssertTrue(SwiftInput.isComplete("@State var count = 0"))
    }

    /// Nesting deeper than the parser goes (20 levels in a debug build) ends where its
    /// brackets balance, as shallow nesting does. (Open square brackets are left out: the
    /// parser takes time exponential in how many are open, a limit of swift-syntax's own.)
    func testDeepNestingEndsWhereItsBracketsBalance() {
        for depth in [25, 60, 300] {
            let opening = "print(" + String(repeating: "(", count: depth) + "1"
            let closing = String(repeating: ")", count: depth) + ")"
            XCTAssertFalse(SwiftInput.isComplete(opening), "\(depth) levels, open")
            XCTAssertFalse(SwiftInput.isComplete(opening + "\n" + closing.dropLast()), "\(depth) levels, one left open")
            XCTAssertTrue(SwiftInput.isComplete(opening + "\n" + closing), "\(depth) levels, closed")
            XCTAssertTrue(SwiftInput.isComplete(opening + "\n\"(\" + " + closing), "\(depth) levels, a bracket in a string")
            XCTAssertFalse(SwiftInput.isComplete(opening + closing + " /* {"), "\(depth) levels, a comment left open")
            let blocks = String(repeating: "VStack {\n", count: depth) + "Text(\"{\")\n"
            XCTAssertFalse(SwiftInput.isComplete(blocks), "\(depth) blocks, open")
            XCTAssertTrue(SwiftInput.isComplete(blocks + String(repeating: "}\n", count: depth)), "\(depth) blocks, closed")
        }
    }

    /// Wrong input is complete, so the compiler can say what is wrong.
    func testStrayClosersAreComplete() {
        XCTAssertTrue(SwiftInput.isComplete("}"))
        XCTAssertTrue(SwiftInput.isComplete("foo(}"))
    }

    func testBracketsInsideStringsAndCommentsDoNotCount() {
        XCTAssertTrue(SwiftInput.isComplete("print(\"{ (\")"))
        XCTAssertTrue(SwiftInput.isComplete("let a = 1 // {"))
        XCTAssertTrue(SwiftInput.isComplete("let a = 1 /* { */"))
    }

    func testStringsOpenAtTheEndContinue() {
        XCTAssertFalse(SwiftInput.isComplete("let s = \"abc"))
        XCTAssertFalse(SwiftInput.isComplete("let s = \"\"\"\n    first line"))
        XCTAssertTrue(SwiftInput.isComplete("let s = \"\"\"\n    first line\n    \"\"\""))
        XCTAssertFalse(SwiftInput.isComplete("Text(\"\\(count"))
    }

    /// A single-line string cannot go on on the next line, so more lines cannot help.
    func testSingleLineStringLeftOpenOnAnEarlierLineIsComplete() {
        XCTAssertTrue(SwiftInput.isComplete("let s = \"abc\ndef\""))
    }

    func testOpenBlockCommentsContinue() {
        XCTAssertFalse(SwiftInput.isComplete("/* a comment"))
        XCTAssertFalse(SwiftInput.isComplete("let a = 1 /* a comment\n still"))
        XCTAssertFalse(SwiftInput.isComplete("/* outer /* inner */"))
        XCTAssertTrue(SwiftInput.isComplete("/* outer /* inner */ */"))
    }

    func testOpenIfConfigContinues() {
        XCTAssertFalse(SwiftInput.isComplete("#if DEBUG\nlet a = 1"))
        XCTAssertTrue(SwiftInput.isComplete("#if DEBUG\nlet a = 1\n#endif"))
    }

    func testTypeDeclarationsAreKeyedByName() {
        let input = """
            struct Badge: View { var body: some View { Text("New") } }
            class Model {}
            enum Kind { case a }
            actor Counter {}
            protocol Shiny {}
            func shine() {}
            typealias Label = Text
            """
        XCTAssertEqual(declarations(input).map(\.kind), [.struct, .class, .enum, .actor, .protocol, .func, .typealias])
        XCTAssertEqual(
            declarations(input).map(\.key),
            ["Badge", "Model", "Kind", "Counter", "Shiny", "shine", "Label"].map { .names([$0]) }
        )
    }

    func testVariablesAreKeyedByEveryNameTheyBind() {
        let tuple = declarations("let (a, b) = (1, 2)")
        XCTAssertEqual(tuple, [InputDeclaration(kind: .let, key: .names(["a", "b"]), initializedVariables: ["a", "b"])])
        let several = declarations("var x = 1, y = 2")
        XCTAssertEqual(several, [InputDeclaration(kind: .var, key: .names(["x", "y"]), initializedVariables: ["x", "y"])])
    }

    /// Only a single plain stored variable keeps its value across inputs; the initializer's
    /// place is where the evaluator's code starts it.
    func testPlainVariablesAreKeptAcrossInputs() {
        let kept = declarations("var count: Int = 0").first?.keptVariable
        XCTAssertEqual(kept?.name, "count")
        XCTAssertEqual(kept?.isMutable, true)
        XCTAssertEqual(declarations("let id = UUID()").first?.keptVariable?.isMutable, false)
        for notKept in ["var x = 1, y = 2", "let (a, b) = (1, 2)", "lazy var z = 3", "@MainActor var m = 1",
                        "var card: some View { Text(\"a\") }", "var late: Int"] {
            XCTAssertNil(declarations(notKept).first?.keptVariable, notKept)
        }
    }

    /// A computed variable has no initial value to compute when it is declared.
    func testComputedVariablesAreNotInitialized() {
        XCTAssertEqual(declarations("var card: some View { Text(\"a\") }").first?.initializedVariables, [])
    }

    func testExtensionsAreKeyedByTypeMembersAndConformances() {
        let input = """
            extension Badge { func shine() {}; var glow: Int { 1 }; init(x: Int) { self.init() } }
            extension Badge: Equatable {}
            """
        XCTAssertEqual(declarations(input).map(\.key), [
            .extension(of: "Badge", members: ["shine", "glow", "init"]),
            .extension(of: "Badge", members: [": Equatable"]),
        ])
    }

    func testImportsAreKeyedByModule() {
        XCTAssertEqual(declarations("import Foundation").map(\.key), [.module("Foundation")])
    }

    func testExpressionsAndStatements() {
        let input = """
            Text("Hi").padding()
            for i in 0..<3 { print(i) }
            x = 5
            x += 1
            if x > 3 { print(x) }
            let _ = shine()
            print("done")
            """
        XCTAssertEqual(
            SwiftInput.classify(input).items.map(\.kind),
            [.expression, .statement, .statement, .statement, .statement, .statement, .expression]
        )
    }

    func testItemsKnowTheirTextAndWhereTheyStart() {
        let items = SwiftInput.classify("// a comment\nfunc f() -> Int { 1 };  f()").items
        XCTAssertEqual(items.map(\.text), ["func f() -> Int { 1 }", "f()"])
        XCTAssertEqual(items.map(\.line), [2, 2])
        XCTAssertEqual(items.map(\.column), [1, 25])
    }

    func testBlankInputIsOnlyWhitespaceAndComments() {
        XCTAssertTrue(SwiftInput.classify("  // a note\n/* more */\n").isBlank)
        XCTAssertFalse(SwiftInput.classify(")").isBlank)
        XCTAssertFalse(SwiftInput.classify("1").isBlank)
    }

    func testKeysReplaceDeclarationsSharingANameOrMember() {
        XCTAssertTrue(DeclarationKey.names(["a"]).replaces(.names(["a", "b"])))
        XCTAssertFalse(DeclarationKey.names(["c"]).replaces(.names(["a", "b"])))
        XCTAssertTrue(DeclarationKey.extension(of: "Badge", members: ["shine"]).replaces(.extension(of: "Badge", members: ["glow", "shine"])))
        XCTAssertFalse(DeclarationKey.extension(of: "Badge", members: ["shine"]).replaces(.extension(of: "Card", members: ["shine"])))
        XCTAssertFalse(DeclarationKey.extension(of: "Badge", members: ["shine"]).replaces(.names(["Badge"])))
        XCTAssertFalse(DeclarationKey.names(["Badge"]).replaces(.extension(of: "Badge", members: ["shine"])))
        XCTAssertTrue(DeclarationKey.module("Foundation").replaces(.module("Foundation")))
    }

    private func declarations(_ input: String) -> [InputDeclaration] {
        SwiftInput.classify(input).declarations
    }
}
