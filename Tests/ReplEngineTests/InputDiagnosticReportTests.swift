import LearnerPrograms
@testable import ReplEngine
import XCTest

/// How compiler messages about REPL inputs are shown, from messages as swiftc writes them.
final class InputDiagnosticReportTests: XCTestCase {
    private let sources = [
        1: "struct Card: View {\n    var body: some View { Textt(\"Hi\") }\n}",
        2: "\tlet size = Card().frame(width: nope)",
    ]

    private func render(_ output: String, input: Int = 2, failed: Bool = true) -> String {
        InputDiagnosticReport(Diagnostic.parse(output), sources: sources, places: InputPlaces(current: input, earlier: [1: "Card"]))
            .rendered(compilationFailed: failed)
    }

    func testErrorsShowTheirInputsLineWithACaretKeepingTabs() {
        XCTAssertEqual(render("input 2:1:33: error: cannot find 'nope' in scope"), """
            line 1, column 33: error: cannot find 'nope' in scope
            \tlet size = Card().frame(width: nope)
            \t                               ^

            """)
    }

    /// The prompt shows no input numbers, so an earlier input is named by what it declared.
    func testErrorsInEarlierInputsAreShownTooNamedByTheirDeclarations() {
        XCTAssertTrue(render("input 1:2:27: error: cannot find 'Textt' in scope").hasPrefix("in Card, typed earlier, line 2, column 27: error"))
    }

    /// `let x: Int = "hello"`: the closure that keeps a variable's value shares the learner's
    /// line, and a note about it points past the line's end; it is not shown.
    func testColumnsPastTheEndOfTheLearnersLineAreNeverShown() {
        let output = """
            input 2:1:33: error: cannot convert value of type 'String' to closure result type 'Int'
            input 2:1:60: note: generic parameter 'Value' inferred as 'String' from closure return expression
            """
        XCTAssertEqual(render(output), """
            line 1, column 33: error: cannot convert value of type 'String' to specified type 'Int'
            \tlet size = Card().frame(width: nope)
            \t                               ^

            """)
    }

    func testNotesFollowTheirErrorOnOneLine() {
        let output = """
            input 2:1:33: error: value of optional type 'Int?' must be unwrapped
            input 2:1:33: note: coalesce using '??' to provide a default
            """
        XCTAssertTrue(render(output).hasSuffix("^\nline 1, column 33: note: coalesce using '??' to provide a default\n"))
    }

    func testGeneratedCodeIsNeverShown() {
        let output = """
            /tmp/learn-repl-x/input2.swift:7:1: warning: 'catch' block is unreachable
            /tmp/learn-repl-x/input2.swift:5:5: error: something in the wrapper
            """
        XCTAssertEqual(render(output, failed: false), "")
        XCTAssertEqual(render(output), """
            This did not compile, and the compiler named no line of what you typed:
            error: something in the wrapper

            """)
    }

    /// Earlier inputs are compiled again for every input; their warnings would repeat.
    func testWarningsAreOneLineAndOnlyForTheInput() {
        let output = """
            input 1:2:9: warning: an old warning
            input 2:1:6: warning: initialization of immutable value 'size' was never used
            input 2:1:6: note: a note on a warning
            """
        XCTAssertEqual(render(output, failed: false), "line 1, column 6: warning: initialization of immutable value 'size' was never used\n")
    }

    func testEachHintIsGivenOnce() {
        let output = """
            input 2:1:12: error: value of type 'some View' has no member 'bold'
            input 2:1:20: error: value of type 'some View' has no member 'italic'
            """
        XCTAssertEqual(render(output).components(separatedBy: "hint: ").count, 2)
    }

    func testHints() {
        let messages: [(String, DiagnosticHint)] = [
            ("branches have mismatching types 'Text' and 'Color'", .differentViewTypes),
            ("function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types", .differentViewTypes),
            ("missing return in global function expected to return 'Int'", .missingReturn),
            ("function declares an opaque return type, but has no return statements in its body from which to infer an underlying type", .missingReturn),
            ("value of type 'some View' has no member 'bold'", .memberOnWrongType),
            ("property definition has inferred type 'some View', involving the 'some' return type of another declaration", .opaqueVariable),
            ("var 'count' is not concurrency-safe because it is nonisolated global shared mutable state", .concurrency),
            ("main actor-isolated property 'n' can not be referenced from a nonisolated context", .concurrency),
            ("the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions", .complexExpression),
            ("cannot infer contextual base in reference to member 'padding'", .memberWithoutBase),
            ("generic parameter 'Wrapped' could not be inferred", .untypedVariable),
            ("property wrappers are not yet supported in top-level code", .topLevelPropertyWrapper),
            ("cannot find '$R3' in scope", .missingResult),
            ("'nil' requires a contextual type", .untypedVariable),
            // The frontend's words for a module another compiler wrote (swiftlang/swift's
            // test/Serialization/version-mismatches.swift; the first as Swift 6 prints it).
            ("module compiled with Swift 6.2.1 cannot be imported by the Swift 6.3.1 compiler: /opt/learn/lib/learn/Modules/SwiftUI.swiftmodule",
             .runtimeOfAnotherCompiler),
            ("module file was created by a newer version of the compiler: /opt/learn/lib/learn/Modules/SwiftUI.swiftmodule", .runtimeOfAnotherCompiler),
        ]
        for (message, hint) in messages {
            XCTAssertEqual(DiagnosticHint(message: message), hint, message)
        }
        XCTAssertNil(DiagnosticHint(message: "cannot find 'totalCount' in scope"))
    }

    /// Swift's compiler offers no guess for a member it did not find (`swiftc -typecheck` on
    /// `T().paddin()` says only "value of type 'T' has no member 'paddin'"), so a slip of the
    /// keyboard got the hint about modifier order; the nearest SwiftUI name is the better hint.
    func testAMisspelledSwiftUINameGetsTheNameMeant() {
        let cases: [(message: String, meant: String?)] = [
            ("value of type 'Text' has no member 'paddin'", "padding"),
            ("value of type 'some View' has no member 'fram'", "frame"),
            ("value of type 'Text' has no member 'forgroundColor'", "foregroundColor"),
            ("value of type 'Text' has no member 'Padding'", "padding"),
            ("cannot find 'Vstack' in scope", "VStack"),
            ("cannot find 'Textt' in scope", "Text"),
            // Real members of other types and names far from any: the old hints stay.
            ("value of type 'some View' has no member 'bold'", nil),
            ("value of type 'Int' has no member 'count'", nil),
            ("cannot find 'totalCount' in scope", nil),
        ]
        for (message, meant) in cases {
            guard case .misspelled(let misspelling) = DiagnosticHint(message: message) else {
                XCTAssertNil(meant, message)
                continue
            }
            XCTAssertEqual(misspelling.meant, meant, message)
            XCTAssertTrue(misspelling.sentence.hasPrefix("Did you mean `\(misspelling.meant)`?"), misspelling.sentence)
        }
    }
}
