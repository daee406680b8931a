import XCTest
@testable import SwiftUI

/// How a Text sizes itself. Numbers come from the terminal font model (a character is 8×16 pt)
/// and the book's rule (Thinking in SwiftUI ch. 4): "A Text view's layout method always tries to
/// fit its contents in the proposed size… If there's not enough horizontal space, it looks at the
/// vertical space… breaks into lines"; it "never grows bigger than its bounding box".
final class TextSizingTests: XCTestCase {
    let sentence = "The quick brown fox jumps over the lazy dog"

    func testIdealSizeIsOneLineOfTwelveCells() {
        // 12 characters × 8 pt by one 16-pt line.
        XCTAssertEqual(host(Text("Hello, World"), width: nil, height: nil).size, CGSize(width: 96, height: 16))
        XCTAssertEqual(host(Text("Hello, World"), width: .infinity, height: .infinity).size, CGSize(width: 96, height: 16))
    }

    func testEnoughWidthKeepsOneLineAndReportsTheTextWidthNotTheProposal() {
        let h = host(Text("Hello, World"), width: 300, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 96, height: 16))
        XCTAssertEqual(h.drawnString, "Hello, World")
    }

    func testIdealSizeKeepsEachHardLineWhole() {
        // The widest line ("three", 5 cells) by three lines.
        let h = host(Text("one\ntwo\nthree"), width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 48))
        XCTAssertEqual(h.drawnString, "one\ntwo\nthree")
    }

    func testWrapsGreedilyAtTenCells() {
        // 80 pt = 10 cells: each line takes as many words as fit; spaces at a break vanish.
        let h = host(Text(sentence), width: 80, height: nil)
        XCTAssertEqual(h.drawnString, "The quick\nbrown fox\njumps over\nthe lazy\ndog")
        XCTAssertEqual(h.size, CGSize(width: 80, height: 80))
        XCTAssertEqual(h.render(), "The quick\nbrown fox\njumps over\nthe lazy\ndog")
    }

    func testWrapsAtFifteenCells() {
        let h = host(Text(sentence), width: 120, height: 500)
        XCTAssertEqual(h.drawnString, "The quick brown\nfox jumps over\nthe lazy dog")
        XCTAssertEqual(h.size, CGSize(width: 120, height: 48))
    }

    func testReportsTheWidestLineRatherThanTheProposedWidth() {
        // 100 pt holds 12 whole cells; the widest wrapped line, "the lazy dog", is 12 cells = 96 pt.
        let h = host(Text(sentence), width: 100, height: nil)
        XCTAssertEqual(h.drawnString, "The quick\nbrown fox\njumps over\nthe lazy dog")
        XCTAssertEqual(h.size, CGSize(width: 96, height: 64))
    }

    func testWordWiderThanTheLineBreaksBetweenCharacters() {
        // 64 pt = 8 cells; the 20-character word breaks after 8 and 16 characters.
        let h = host(Text("a Supercalifragilistic"), width: 64, height: nil)
        XCTAssertEqual(h.drawnString, "a\nSupercal\nifragili\nstic")
        XCTAssertEqual(h.size, CGSize(width: 64, height: 64))
    }

    func testLinesBreakAfterAHyphenBetweenWords() {
        // "well-" fits in 6 cells and the line may break after its hyphen.
        XCTAssertEqual(host(Text("well-known"), width: 48, height: nil).drawnString, "well-\nknown")
    }

    func testLinesBreakAfterAHyphenBetweenAccentedWords() {
        XCTAssertEqual(host(Text("café-crème"), width: 48, height: nil).drawnString, "café-\ncrème")
    }

    func testCarriageReturnLineFeedIsOneLineBreak() {
        let h = host(Text("one\r\ntwo"), width: nil, height: nil)
        XCTAssertEqual(h.drawnString, "one\ntwo")
        XCTAssertEqual(h.size, CGSize(width: 24, height: 32))
    }

    func testWideCharactersTakeTwoCellsAndWrapBetweenEachOther() {
        // Each of the seven characters is 16 pt wide.
        XCTAssertEqual(host(Text("日本語テキスト"), width: nil, height: nil).size, CGSize(width: 112, height: 16))
        // 64 pt = 8 cells = four wide characters per line; East Asian text breaks between characters.
        let wrapped = host(Text("日本語テキスト"), width: 64, height: nil)
        XCTAssertEqual(wrapped.drawnString, "日本語テ\nキスト")
        XCTAssertEqual(wrapped.size, CGSize(width: 64, height: 32))
        XCTAssertEqual(wrapped.render(), "日本語テ\nキスト")
        XCTAssertEqual(host(Text("a日b👍"), width: nil, height: nil).size, CGSize(width: 48, height: 16))
    }

    func testWidthBelowOneCellReportsZeroWidthOneLineAndDrawsNothing() {
        for width: CGFloat in [0, 7.5] {
            let h = host(Text("Hello"), width: width, height: 100)
            XCTAssertEqual(h.size, CGSize(width: 0, height: 16), "width \(width)")
            XCTAssertTrue(h.drawnTexts.isEmpty)
        }
    }

    func testEmptyTextIsOneEmptyLine() {
        XCTAssertEqual(host(Text(""), width: nil, height: nil).size, CGSize(width: 0, height: 16))
    }

    func testFontsChangeStyleNeverSize() {
        // The terminal font model: every font draws in the same cell.
        XCTAssertEqual(host(Text("Hi").font(.largeTitle), width: nil, height: nil).size, CGSize(width: 16, height: 16))
        XCTAssertEqual(host(Text("Hi").font(.system(size: 60)), width: nil, height: nil).size, CGSize(width: 16, height: 16))
    }

    func testTraceLabelQuotesTheTextShortenedToAboutTwentyFourCharacters() {
        XCTAssertEqual(host(Text("Hello"), width: 100, height: 100).layoutTrace().steps.first?.view, "Text(\"Hello\")")
        XCTAssertEqual(host(Text(sentence), width: 100, height: 100).layoutTrace().steps.first?.view, "Text(\"The quick brown fox jum…\")")
    }
}
