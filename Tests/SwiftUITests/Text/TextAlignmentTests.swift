import XCTest
@testable import SwiftUI

/// Where lines go: `multilineTextAlignment` aligns shorter lines inside the text's own frame, and
/// the terminal font model puts baselines 12 pt below the top of the first and last lines.
final class TextAlignmentTests: XCTestCase {
    /// "The quick" and "brown fox" are 9 cells, "jumps" 5, in a frame of the widest line (72 pt);
    /// the padding puts the text at (8, 8) in root coordinates, and line i starts 16·i below.
    let text = Text("The quick brown fox jumps")

    func testLeadingAlignmentStartsEveryLineAtTheLeadingEdge() {
        let h = host(text.padding(8), width: 96, height: nil)
        XCTAssertEqual(h.drawnTexts.first?.placedLines, ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 8,40"])
    }

    func testCenterAlignmentCentersShorterLines() {
        // (72 − 40) / 2 = 16 pt in from the leading edge.
        let h = host(text.multilineTextAlignment(.center).padding(8), width: 96, height: nil)
        XCTAssertEqual(h.drawnTexts.first?.placedLines, ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 24,40"])
        XCTAssertEqual(host(text.multilineTextAlignment(.center), width: 96, height: nil).render(), "The quick\nbrown fox\n  jumps")
    }

    func testTrailingAlignmentEndsShorterLinesAtTheTrailingEdge() {
        // 72 − 40 = 32 pt in.
        let h = host(text.multilineTextAlignment(.trailing).padding(8), width: 96, height: nil)
        XCTAssertEqual(h.drawnTexts.first?.placedLines, ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 40,40"])
    }

    /// Right to left, the leading edge is the right one (Apple's `TextAlignment.leading`: "Aligns
    /// text to the leading edge"), so `.leading` lines end on the right and `.trailing` lines
    /// start on the left; `.center` stays centred.
    func testRightToLeftTheLeadingEdgeIsTheRightOne() {
        func lines(_ alignment: TextAlignment) -> [String]? {
            host(text.multilineTextAlignment(alignment).padding(8).environment(\.layoutDirection, .rightToLeft), width: 96, height: nil)
                .drawnTexts.first?.placedLines
        }
        XCTAssertEqual(lines(.leading), ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 40,40"])
        XCTAssertEqual(lines(.trailing), ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 8,40"])
        XCTAssertEqual(lines(.center), ["The quick @ 8,8", "brown fox @ 8,24", "jumps @ 24,40"])
    }

    func testFirstTextBaselineAlignsTheFirstLines() {
        // Both first baselines are 12 pt below their tops, so both texts start at the top.
        let view = HStack(alignment: .firstTextBaseline) {
            Text("one\ntwo\nthree").accessibilityIdentifier("three")
            Text("single").accessibilityIdentifier("one")
        }
        let h = host(view, width: nil, height: nil)
        assertFrame(h.frame(ofIdentifier: "three"), CGRect(x: 0, y: 0, width: 40, height: 48))
        assertFrame(h.frame(ofIdentifier: "one"), CGRect(x: 48, y: 0, width: 48, height: 16))
        XCTAssertEqual(h.size, CGSize(width: 96, height: 48))
    }

    func testLastTextBaselineAlignsTheLastLines() {
        // The three-line text's last baseline is 32 + 12 = 44 pt down; the single line's is 12,
        // so the single line starts 32 pt down.
        let view = HStack(alignment: .lastTextBaseline) {
            Text("one\ntwo\nthree")
            Text("single").accessibilityIdentifier("one")
        }
        let h = host(view, width: nil, height: nil)
        assertFrame(h.frame(ofIdentifier: "one"), CGRect(x: 48, y: 32, width: 48, height: 16))
    }

    /// `Alignment.leadingLastTextBaseline` and `.trailingLastTextBaseline` (iOS 16) in a ZStack:
    /// the short text sits on the last line of the three-line one (32 pt down, as above), at the
    /// leading edge or at the trailing edge of the 40-pt-wide stack ("three" is 5 cells).
    func testLastTextBaselineCornersPlaceAShortTextOnTheLastLine() {
        for (alignment, x) in [(Alignment.leadingLastTextBaseline, 0.0), (.trailingLastTextBaseline, 32.0)] {
            let view = ZStack(alignment: alignment) {
                Text("one\ntwo\nthree")
                Text("X").accessibilityIdentifier("x")
            }
            assertFrame(host(view, width: nil, height: nil).frame(ofIdentifier: "x"), CGRect(x: x, y: 32, width: 8, height: 16))
        }
    }

    func testViewsWithoutTextHaveTheirBaselineAtTheBottom() {
        // SwiftUI's default for non-text views: the 30-pt rectangle's baseline is its bottom, so the
        // text's first baseline (12) lines up 30 pt down and the text starts at 18.
        let view = HStack(alignment: .firstTextBaseline) {
            Rectangle().frame(width: 10, height: 30)
            Text("Hi").accessibilityIdentifier("text")
        }
        let h = host(view, width: nil, height: nil)
        assertFrame(h.frame(ofIdentifier: "text"), CGRect(x: 18, y: 18, width: 16, height: 16))
    }
}
