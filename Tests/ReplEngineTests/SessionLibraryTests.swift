import Foundation
@testable import ReplEngine
import XCTest

/// The session library: an input that declares nothing imports the library of the last input
/// that declared something, instead of compiling every kept declaration again (issue 15 §1),
/// and the REPL behaves as it did when every input compiled them all.
final class SessionLibraryTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    private func plan(_ input: String, number: Int, keeping earlier: [SessionDeclaration], library: SessionLibrary?) -> SnippetPlan {
        SnippetPlan(input: SwiftInput.classify(input), number: number, keeping: earlier, sessionLibrary: library)
    }

    func testAnInputThatDeclaresNothingImportsTheSessionLibrary() {
        let library = SessionLibrary(module: "Input1", library: "/w/libinput1.so", moduleDirectory: "/w")
        let declaring = plan("struct Card: View { var body: some View { Text(\"c\") } }", number: 1, keeping: [], library: nil)
        XCTAssertTrue(declaring.buildsSessionLibrary)
        XCTAssertEqual(declaring.source.placement, .compiledIn)

        let using = plan("Card()", number: 2, keeping: declaring.declarations, library: library)
        XCTAssertEqual(using.source.placement, .imported(library))
        XCTAssertFalse(using.buildsSessionLibrary)
        XCTAssertTrue(using.source.text.contains("@testable import Input1"))
        XCTAssertFalse(using.source.text.contains("struct Card"), "the kept struct is compiled again")

        // An input that declares something compiles every declaration again, into a new library.
        let redeclaring = plan("struct Tag: View { var body: some View { Card() } }", number: 3, keeping: declaring.declarations, library: library)
        XCTAssertEqual(redeclaring.source.placement, .compiledIn)
        XCTAssertTrue(redeclaring.buildsSessionLibrary)
    }

    /// A `private` or `fileprivate` declaration is seen only in its own file, so a session
    /// that keeps one compiles its declarations into every input, as before.
    func testAFilePrivateDeclarationKeepsDeclarationsInEveryInput() {
        let declaring = plan("private struct Secret {}\nfileprivate let code = 4", number: 1, keeping: [], library: nil)
        XCTAssertEqual(declaring.declarations.map(\.declaration.isFilePrivate), [true, true])
        XCTAssertFalse(declaring.buildsSessionLibrary)
        let using = plan("Secret()", number: 2, keeping: declaring.declarations, library: nil)
        XCTAssertEqual(using.source.placement, .compiledIn)
        XCTAssertTrue(using.source.text.contains("private struct Secret"))
    }

    func testKeptDeclarationsWorkFromTheSessionLibrary() {
        XCTAssertEqual(session.evaluate("""
            struct Chip: View {
                var label: String
                var body: some View { Text(label).padding(.horizontal, 8).border(Color.gray) }
            }
            extension Int { var doubled: Int { self * 2 } }
            var count = 1
            """).outcome, .succeeded)
        XCTAssertEqual(session.evaluate("count += 20").outcome, .succeeded)
        XCTAssertEqual(session.evaluate("count.doubled").presentations, [.value("$R0: Int = 42")])
        let chip = session.evaluate(#"Chip(label: "ok")"#)
        XCTAssertEqual(chip.outcome, .succeeded, chip.diagnostics)
        XCTAssertTrue(chip.picture?.contains("ok") ?? false, chip.picture ?? "")
        // A result of a kept type is usable later.
        XCTAssertEqual(session.evaluate("$R0 + 1").presentations, [.value("$R1: Int = 43")])
    }

    /// A learner's type named like one of SwiftUI's is the one used, as in a file of their own:
    /// a module's declarations shadow those of the modules it imports.
    func testALearnersTypeShadowsTheRuntimesOfTheSameName() {
        XCTAssertEqual(session.evaluate("""
            struct Label: View {
                init(_ title: String) { self.title = title }
                let title: String
                var body: some View { Text("mine: " + title) }
            }
            """).outcome, .succeeded)
        let shown = session.evaluate(#"Label("x")"#)
        XCTAssertEqual(shown.outcome, .succeeded, shown.diagnostics)
        XCTAssertTrue(shown.picture?.contains("mine: x") ?? false, shown.picture ?? "")
    }

    /// State kept in a view survives an input that declares nothing, and a crash keeps the
    /// declarations: the next input loads the session library into the new evaluator.
    func testACrashKeepsTheDeclarationsInTheSessionLibrary() {
        XCTAssertEqual(session.evaluate("func half(_ n: Int) -> Int { n / 2 }").outcome, .succeeded)
        XCTAssertEqual(session.evaluate("half(10)").presentations, [.value("$R0: Int = 5")])
        guard case .crashed = session.evaluate("[1][3]").outcome else { return XCTFail("no crash") }
        XCTAssertEqual(session.evaluate("half(8)").presentations, [.value("$R1: Int = 4")])
    }

    /// A compile error in an input that declares nothing names the input's own line, and
    /// leaves the session library in use.
    func testAnErrorInAnInputThatImportsNamesItsOwnLine() {
        XCTAssertEqual(session.evaluate("let base = 3").outcome, .succeeded)
        let wrong = session.evaluate("base + \"a\"")
        XCTAssertEqual(wrong.outcome, .didNotCompile)
        XCTAssertTrue(wrong.diagnostics.hasPrefix("line 1, column 6: error:"), wrong.diagnostics)
        XCTAssertEqual(session.evaluate("base * 2").presentations, [.value("$R0: Int = 6")])
    }
}
