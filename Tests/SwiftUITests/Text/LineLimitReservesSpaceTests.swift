import Foundation
import XCTest
@testable import SwiftUI

/// `lineLimit(_:reservesSpace:)`.
final class LineLimitReservesSpaceTests: XCTestCase {
    /// Apple's docs for `lineLimit(_:reservesSpace:)`: with `reservesSpace` true the text always
    /// takes the space of `limit` lines, even when it needs fewer: one line of text with a limit
    /// of 3 is 3 × 16 points tall; its line is drawn at the top.
    func testReservesTheHeightOfTheLimit() {
        let view = Text("Tea").lineLimit(3, reservesSpace: true)
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 24, height: 48))
        guard case .text(let drawing, _) = h.displayList.items.first?.content else { return XCTFail("no text") }
        XCTAssertEqual(drawing.lines.first?.origin.y, 0)
    }

    /// Without reserving, the limit only caps the lines: one line is 16 tall; and text longer
    /// than the limit is still cut to it ("a b c d" in 1-cell lines, 2 lines: "a", "…").
    func testWithoutReservingAndWhenTextIsLonger() {
        XCTAssertEqual(host(Text("Tea").lineLimit(3, reservesSpace: false), width: 200, height: 100).size.height, 16)
        let long = host(Text("a b c d").frame(width: 8).lineLimit(2, reservesSpace: true), width: 200, height: 100)
        XCTAssertEqual(long.size.height, 32)
    }
}
