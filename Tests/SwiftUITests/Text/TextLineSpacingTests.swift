import XCTest
@testable import SwiftUI

/// `lineSpacing(_:)`: "the amount of space between the bottom of one line and the top of the
/// next line in points" (Apple's documentation of `EnvironmentValues.lineSpacing`); an
/// environment value, so it reaches texts inside containers (Thinking in SwiftUI ch. 3 lists it
/// with `font` among the modifiers available on every view). Heights follow the terminal font
/// model: n lines of 16 pt and n − 1 spacings.
final class TextLineSpacingTests: XCTestCase {
    func testSpacingGoesBetweenLinesOnly() {
        // "three" is 5 cells; 3 × 16 + 2 × 8.
        XCTAssertEqual(host(Text("one\ntwo\nthree").lineSpacing(8), width: nil, height: nil).size, CGSize(width: 40, height: 64))
        XCTAssertEqual(host(Text("one").lineSpacing(8), width: nil, height: nil).size, CGSize(width: 24, height: 16))
    }

    func testAContainersSpacingReachesItsTextsAndLinesLandOnTheirRows() {
        let view = VStack { Text("a\nb") }.lineSpacing(16)
        let h = host(view, width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 8, height: 48))
        XCTAssertEqual(h.render(), "a\n\nb")
    }

    /// A proposed height holds n lines when n × 16 + (n − 1) × 16 fits: 80 pt holds three.
    func testTheSpacingCountsWhenAHeightLimitsTheLines() {
        let h = host(Text("a b c d").lineSpacing(16), width: 8, height: 80)
        XCTAssertEqual(h.size, CGSize(width: 8, height: 80))
        XCTAssertEqual(h.render(), "a\n\nb\n\n…")
    }

    func testNegativeSpacingCountsAsNone() {
        XCTAssertEqual(host(Text("a\nb").lineSpacing(-4), width: nil, height: nil).size, CGSize(width: 8, height: 32))
    }
}
