import XCTest
@testable import SwiftUI

/// What the terminal draws of a one-line text's border and of views that draw beyond the root.
final class BorderAndOverflowRenderingTests: XCTestCase {
    /// Apple's `border(_:width:)` documentation shows a border as a box around the text it frames
    /// (an overlay of `Rectangle().strokeBorder`). A one-line text is one cell row tall, so the box
    /// has no room inside the text's cells: it is drawn in the cells around them (docs/deviations.md).
    func testBorderAroundOneLineTextIsABoxAroundItsCells() {
        let picture = renderedText(Text("Hello World").border(Color.gray).padding(16), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n"), [
            " ┌───────────┐",
            " │Hello World│",
            " └───────────┘",
        ])
    }

    /// The same text with no room around it: the picture grows by a cell on every side to hold
    /// the box, as what is drawn beyond the root is no longer cut off.
    func testBorderAtTheRootsEdgeGrowsThePicture() {
        let picture = renderedText(Text("Hi").border(Color.gray), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n"), ["┌──┐", "│Hi│", "└──┘"])
    }

    /// SwiftUI draws a view where its offset puts it, even past its parent's and the window's
    /// bounds (Apple's `offset(x:y:)`: "the original dimensions of the view aren't changed"; the
    /// content is drawn displaced). A 2-cell text whose overlay is moved 20 points left of its
    /// centred 8-point "X" (4 − 20 = −16: two cells left of the root) widens the picture by two cells.
    func testOffsetPastTheLeadingEdgeIsDrawn() {
        let picture = renderedText(Text("AB").overlay(Text("X").offset(x: -20)), width: nil, height: nil)
        XCTAssertEqual(picture, "X AB")
    }

    /// 4 + 20 = 24: the "X" lands in the fourth column, one past the root's two.
    func testOffsetPastTheTrailingEdgeIsDrawn() {
        let picture = renderedText(Text("AB").overlay(Text("X").offset(x: 20)), width: nil, height: nil)
        XCTAssertEqual(picture, "AB X")
    }

    /// A 32×16 rectangle turned a quarter is 16 wide and 32 tall about the same centre: it
    /// reaches 8 points above and below the root's one row, so the picture has three rows.
    func testRotatedShapeGrowsThePicture() {
        let view = Rectangle().frame(width: 32, height: 16).rotationEffect(.degrees(90))
        let picture = renderedText(view, width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n").count, 3)
    }
}
