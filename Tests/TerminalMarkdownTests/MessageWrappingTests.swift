import TerminalMarkdown
import XCTest

/// learn's messages break between words at the terminal's width, as lesson prose does, and keep
/// a reader's place with a hanging indent. (The issue this answers: at 50 columns hints broke
/// `@StateObjec`/`t)` and `:explain` broke `480×4`/`8`.)
final class MessageWrappingTests: XCTestCase {
    func testWordsAndNumbersAreNeverBrokenAndEveryLineFits() {
        let hint = "hint: State lives in a view: declare `@State var count = 0` (and other property wrappers such as @Binding or @StateObject) inside a struct that conforms to View."
        let lines = MessageWrapping(width: 50).wrapped(hint).split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 50 }, "\(lines)")
        let words = hint.split(separator: " ").map(String.init)
        XCTAssertEqual(lines.flatMap { $0.split(separator: " ").map(String.init) }, words, "no word is cut")
        // Continuation lines hang under the text after the label.
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") && !$0.hasPrefix("       ") }, "\(lines)")
    }

    func testATableLineHangsAtItsSecondColumnAndAnExplainLineKeepsItsIndent() {
        let help = "  :explain [EXPR]   why each view got its size: proposals and answers"
        XCTAssertEqual(MessageWrapping(width: 50).wrapped(help), """
              :explain [EXPR]   why each view got its size:
                                proposals and answers
            """)
        let explain = "      .padding(16)                 proposed 480×160  →  480×48"
        let wrapped = MessageWrapping(width: 50).wrapped(explain)
        // The second column is past half the width, so the continuation is four columns in.
        XCTAssertEqual(wrapped, """
                  .padding(16)                 proposed
                      480×160  →  480×48
            """)
    }

    /// A paragraph continues under its own start, as prose does.
    func testAParagraphContinuesUnderItsStart() {
        XCTAssertEqual(MessageWrapping(width: 30).wrapped("  Edit your file and check it again, then move on."),
                       "  Edit your file and check it\n  again, then move on.")
    }

    func testShortLinesAndWideWordsAreKept() {
        XCTAssertEqual(MessageWrapping(width: 50).wrapped("fits\n\n  also fits"), "fits\n\n  also fits")
        // A path wider than the line stays whole, so it can be copied.
        let path = "/home/learner/learn-exercises/price-sticker.swift"
        XCTAssertEqual(MessageWrapping(width: 20).wrapped("see " + path), "see\n" + path)
    }
}
