import XCTest
@testable import SwiftUI

/// `rotationEffect(_:anchor:)` turns what a view draws about its centre (Apple's documentation;
/// a positive angle turns clockwise on screen). A terminal cannot turn a character, so text
/// turned a quarter is drawn as a column of upright characters, one row each, reading the way
/// the turned line runs, and upside-down text right to left (docs/deviations.md).
final class TurnedTextRenderingTests: XCTestCase {
    /// "Hey" is 24×16 about its centre (12, 8): turned clockwise it reads downwards in the
    /// column of that centre (column 1), three rows centred on row 0, so the picture grows a row
    /// above and below.
    func testQuarterTurnClockwiseReadsDownwards() {
        let picture = renderedText(Text("Hey").rotationEffect(.degrees(90)), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n"), [" H", " e", " y"])
    }

    func testQuarterTurnCounterclockwiseReadsUpwards() {
        let picture = renderedText(Text("Hey").rotationEffect(.degrees(-90)), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n"), [" y", " e", " H"])
    }

    func testHalfTurnReadsRightToLeft() {
        XCTAssertEqual(renderedText(Text("Hey").rotationEffect(.degrees(180)), width: nil, height: nil), "yeH")
    }

    /// An arrow turned a quarter clockwise points down: the glyph that does is drawn.
    func testArrowsTurnWithTheText() {
        XCTAssertEqual(renderedText(Text("→").rotationEffect(.degrees(90)), width: nil, height: nil), "↓")
        XCTAssertEqual(renderedText(Text("▶").rotationEffect(.degrees(-90)), width: nil, height: nil), "▲")
    }

    /// Any other angle moves the line's origin and keeps the characters upright in a row.
    func testOtherAnglesKeepTheTextUpright() {
        XCTAssertTrue(renderedText(Text("Hey").rotationEffect(.degrees(30)), width: nil, height: nil).contains("Hey"))
    }
}
