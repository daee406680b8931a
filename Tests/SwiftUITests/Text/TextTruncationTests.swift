import XCTest
@testable import SwiftUI

/// Truncation: "If there's not enough vertical space either, the text will be truncated", and
/// "lineLimit specifies the maximum number of lines… the text will show truncation marks at the
/// end of the last line" (Thinking in SwiftUI ch. 4). Widths follow the terminal font model
/// (8 pt per character, "…" one cell).
final class TextTruncationTests: XCTestCase {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let alphabet = "abcdefghijklmnopqrstuvwxyz"

    func testHeightForTwoLinesEndsTheSecondWithAnEllipsis() {
        // 40 pt holds two 16-pt lines; the second holds the rest cut to 9 cells plus "…".
        let h = host(Text(sentence), width: 80, height: 40)
        XCTAssertEqual(h.drawnString, "The quick\nbrown fox…")
        XCTAssertEqual(h.size, CGSize(width: 80, height: 32))
        XCTAssertEqual(h.render(), "The quick\nbrown fox…")
    }

    func testHeightBelowOneLineStillShowsOneTruncatedLine() {
        let h = host(Text(sentence), width: 80, height: 10)
        XCTAssertEqual(h.drawnString, "The quick…")
        XCTAssertEqual(h.size, CGSize(width: 80, height: 16))
    }

    func testTheBooksHelloWorldInFiveCellsWrapsToThreeLinesOrTruncatesToOne() {
        // The reference catalogue's terminal test for L-19: 5 cells wide, three lines high wraps;
        // one line high truncates.
        let wrapped = host(Text("Hello, World"), width: 40, height: 48)
        XCTAssertEqual(wrapped.drawnString, "Hello\n,\nWorld")
        XCTAssertEqual(wrapped.size, CGSize(width: 40, height: 48))
        let truncated = host(Text("Hello, World"), width: 40, height: 16)
        XCTAssertEqual(truncated.drawnString, "Hell…")
        XCTAssertEqual(truncated.size, CGSize(width: 40, height: 16))
    }

    func testLineLimitOneTruncatesOnOneLine() {
        let h = host(Text(sentence).lineLimit(1), width: 80, height: nil)
        XCTAssertEqual(h.drawnString, "The quick…")
        XCTAssertEqual(h.size, CGSize(width: 80, height: 16))
    }

    func testLineLimitTwoCapsWrappedLines() {
        let h = host(Text(sentence).lineLimit(2), width: 80, height: 1000)
        XCTAssertEqual(h.drawnString, "The quick\nbrown fox…")
        XCTAssertEqual(h.size, CGSize(width: 80, height: 32))
    }

    func testLineLimitAboveTheLinesNeededChangesNothing() {
        let h = host(Text(sentence).lineLimit(10), width: 120, height: nil)
        XCTAssertEqual(h.drawnString, "The quick brown\nfox jumps over\nthe lazy dog")
    }

    func testLineLimitMarksHiddenHardLinesAtTheEndOfTheLastLine() {
        // Ideal width: "two…" is the widest line at 4 cells.
        let h = host(Text("one\ntwo\nthree").lineLimit(2), width: nil, height: nil)
        XCTAssertEqual(h.drawnString, "one\ntwo…")
        XCTAssertEqual(h.size, CGSize(width: 32, height: 32))
    }

    func testMinimumScaleFactorCannotShrinkTerminalTextSoItTruncates() {
        // SwiftUI by Tutorials (Kuchi): a 100×50 frame offers 12 cells by 3 lines; the text needs
        // 4 lines at that width, so the third ends with "…" whatever the scale factor.
        let text = Text("A great and warm welcome to our app Kuchi")
        let scaled = host(text.frame(width: 100, height: 50).minimumScaleFactor(0.5), width: nil, height: nil)
        XCTAssertEqual(scaled.drawnString, "A great and\nwarm welcome\nto our app…")
        XCTAssertEqual(scaled.drawnString, host(text.frame(width: 100, height: 50), width: nil, height: nil).drawnString)
    }

    func testTailTruncationKeepsTheStart() {
        // 10 cells: 9 characters and "…".
        XCTAssertEqual(host(Text(alphabet).lineLimit(1), width: 80, height: nil).drawnString, "abcdefghi…")
    }

    func testHeadTruncationKeepsTheEnd() {
        XCTAssertEqual(host(Text(alphabet).lineLimit(1).truncationMode(.head), width: 80, height: nil).drawnString, "…rstuvwxyz")
    }

    func testMiddleTruncationKeepsBothEnds() {
        // 9 cells for characters: 5 before "…", 4 after.
        XCTAssertEqual(host(Text(alphabet).lineLimit(1).truncationMode(.middle), width: 80, height: nil).drawnString, "abcde…wxyz")
    }

    func testTruncationModeOnAContainerReachesTheText() {
        let view = VStack { Text(alphabet) }.lineLimit(1).truncationMode(.head)
        XCTAssertEqual(host(view, width: 80, height: nil).drawnString, "…rstuvwxyz")
    }

    /// Thinking in SwiftUI ch. 4, "Layout Priorities": the stack offers its space to the
    /// higher-priority "chapter1.md" first (11 cells), and the path gets the remaining 19 cells of
    /// the 30-cell line, truncated in the middle: 9 characters, "…", 9 characters.
    func testBooksLayoutPriorityExampleTruncatesThePathInTheMiddle() {
        let longPath = "/Users/chris/Documents/thinking-in-swiftui/"
        let view = HStack(spacing: 0) {
            Text(longPath).truncationMode(.middle).lineLimit(1).accessibilityIdentifier("path")
            Text("chapter1.md").layoutPriority(1).accessibilityIdentifier("file")
        }
        let h = host(view, width: 240, height: 100)
        assertFrame(h.frame(ofIdentifier: "path"), CGRect(x: 0, y: 0, width: 152, height: 16))
        assertFrame(h.frame(ofIdentifier: "file"), CGRect(x: 152, y: 0, width: 88, height: 16))
        XCTAssertEqual(h.drawnTexts.map(\.drawing.string), ["/Users/ch…-swiftui/", "chapter1.md"])
        XCTAssertEqual(h.render(), "/Users/ch…-swiftui/chapter1.md")
    }
}
