import TerminalMarkdown
import TerminalSupport
import XCTest

/// Each Markdown element as a terminal shows it. What counts as an element, and how it
/// nests, is CommonMark's (spec 0.30, https://spec.commonmark.org/0.30/), read by cmark; the
/// escapes are SGR codes (ECMA-48 §8.3.117: 1 bold, 2 faint, 3 italic, 4 underlined, 36 cyan).
final class MarkdownRendererTests: XCTestCase {
    private func plain(_ markdown: String, width: Int = 80) -> [String] {
        MarkdownRenderer(width: width, usesEscapes: false).lines(MarkdownDocument(parsing: markdown))
    }

    private func coloured(_ markdown: String, width: Int = 80) -> [String] {
        MarkdownRenderer(width: width, usesEscapes: true).lines(MarkdownDocument(parsing: markdown))
    }

    func testStrongAndEmphasisAreBoldAndItalicInColourAndPlainWithout() {
        let markdown = "The **ideal** size is *not* a proposal."
        XCTAssertEqual(coloured(markdown), ["The \u{1B}[1mideal\u{1B}[0m size is \u{1B}[3mnot\u{1B}[0m a proposal."])
        XCTAssertEqual(plain(markdown), ["The ideal size is not a proposal."])
    }

    func testCodeSpansAreCyanInColourAndKeepTheirBackticksWithout() {
        let markdown = "Call `.frame(width: 64)` on `Text(\"a\")`."
        XCTAssertEqual(coloured(markdown), ["Call \u{1B}[36m.frame(width: 64)\u{1B}[0m on \u{1B}[36mText(\"a\")\u{1B}[0m."])
        XCTAssertEqual(plain(markdown), ["Call `.frame(width: 64)` on `Text(\"a\")`."])
    }

    /// A code span is one word: its own spaces do not break it, unless it is wider than a line.
    func testCodeSpansMoveToTheNextLineWhole() {
        XCTAssertEqual(plain("Then write `.frame(width: 64)` here.", width: 20), ["Then write", "`.frame(width: 64)`", "here."])
        XCTAssertEqual(plain("`.frame(minWidth: 0, maxWidth: 100)`", width: 20), ["`.frame(minWidth: 0,", "maxWidth: 100)`"])
    }

    func testBulletAndOrderedListsHangTheirWrappedLinesUnderTheText() {
        XCTAssertEqual(plain("- The parent proposes a size.\n- The child chooses.", width: 19), [
            "• The parent",
            "  proposes a size.",
            "• The child",
            "  chooses.",
        ])
        let numbered = (1...10).map { "\($0). item \($0) of the list" }.joined(separator: "\n")
        let lines = plain(numbered, width: 16)
        XCTAssertEqual(Array(lines.prefix(2)), [" 1. item 1 of", "    the list"])
        XCTAssertEqual(Array(lines.suffix(2)), ["10. item 10 of", "    the list"])
    }

    func testLooseListsKeepABlankLineBetweenItemsAndNestedListsIndentFurther() {
        XCTAssertEqual(plain("1. one\n\n2. two\n   - inner"), ["1. one", "", "2. two", "", "   • inner"])
        XCTAssertEqual(plain("- a\n  - b\n- c"), ["• a", "  • b", "• c"])
    }

    func testLinksShowTheirTextAndAddress() {
        XCTAssertEqual(plain("Read [the book](https://www.objc.io/books/thinking-in-swiftui/) first."),
                       ["Read the book (https://www.objc.io/books/thinking-in-swiftui/) first."])
        XCTAssertEqual(coloured("[the book](https://objc.io)"), ["\u{1B}[4mthe book\u{1B}[0m \u{1B}[2m(https://objc.io)\u{1B}[0m"])
        XCTAssertEqual(plain("See <https://swift.org>."), ["See https://swift.org."], "an autolink's text is its address: shown once")
        XCTAssertEqual(plain("![a lamp](lamp.png)"), ["a lamp (lamp.png)"], "an image is its description and address")
    }

    func testHeadingsAreBoldAndRuledUnder() {
        XCTAssertEqual(plain("# Layout\n\n## Frames and more"), ["Layout", "══════", "", "Frames and more", "───────────────"])
        XCTAssertEqual(coloured("## Frames"), ["\u{1B}[1mFrames\u{1B}[0m", "\u{1B}[2m──────\u{1B}[0m"])
    }

    func testBlockQuotesHaveABarOnEveryLine() {
        XCTAssertEqual(plain("> A parent never forces a size on a child.\n>\n> It proposes.", width: 24), [
            "│ A parent never forces",
            "│ a size on a child.",
            "│",
            "│ It proposes.",
        ])
    }

    func testCodeBlocksKeepTheirLinesHoweverNarrow() {
        let code = "    Text(\"Hello, World\").frame(width: 64).border(Color.red)"
        XCTAssertEqual(plain("Before:\n\n" + code, width: 20), ["Before:", "", code])
    }

    func testHardLineBreaksAreKeptAndSoftOnesJoinTheParagraph() {
        XCTAssertEqual(plain("one\ntwo  \nthree\\\nfour"), ["one two", "three", "four"])
    }

    func testThematicBreakSpansTheWidth() {
        XCTAssertEqual(plain("a\n\n---\n\nb", width: 10), ["a", "", "──────────", "", "b"])
    }

    /// Markup that is not closed is text (CommonMark: a `**` with no partner is literal), and
    /// HTML is shown as written: nothing the author wrote is lost.
    func testMalformedMarkdownAndHTMLKeepEveryCharacter() {
        XCTAssertEqual(plain("An **unclosed strong, a `lone backtick and [a link]( too."),
                       ["An **unclosed strong, a `lone backtick and [a link]( too."])
        XCTAssertEqual(plain("<!-- a note -->\n\nText with <b>tags</b>."), ["<!-- a note -->", "", "Text with <b>tags</b>."])
        XCTAssertEqual(plain(""), [])
    }

    func testAWordIsBrokenOnlyWhenItIsWiderThanTheLine() {
        XCTAssertEqual(plain("tiny supercalifragilistic end", width: 10), ["tiny", "supercalif", "ragilistic", "end"])
        XCTAssertEqual(plain("a 日本語の文字 b", width: 6), ["a", "日本語", "の文字", "b"], "wide characters take two columns")
    }

    /// Lines are filled to the width and never past it; rejoining them gives the paragraph
    /// back word for word, so no word was broken.
    func testWrappingAtFiftyAndOneHundredTwentyColumns() {
        let paragraph = """
            Every layout in SwiftUI is the same three-step conversation, run from the **root** of the \
            view tree down to its leaves and back up again: the parent *proposes* a size, the child \
            `chooses` its own size taking the proposal into account as much or as little as it likes, \
            and the parent places the child inside its own rectangle, centred unless asked otherwise.
            """
        let unwrapped = plain(paragraph, width: 10_000)
        XCTAssertEqual(unwrapped.count, 1)
        for width in [50, 120] {
            for lines in [plain(paragraph, width: width), coloured(paragraph, width: width)] {
                let columns = lines.map { TerminalColumnCount.of($0) }
                XCTAssertTrue(columns.allSatisfy { $0 <= width }, "\(width): \(lines)")
                XCTAssertTrue(columns.dropLast().allSatisfy { $0 > width - 15 }, "lines are filled: \(lines)")
            }
            XCTAssertEqual(plain(paragraph, width: width).joined(separator: " "), unwrapped[0])
        }
    }
}
