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

    /// `border` is `overlay(Rectangle().strokeBorder(…, lineWidth: 1))` (Apple's `border(_:width:)`):
    /// a 1-point line just inside the frame, in front of the view, hiding a point of it. A cell is
    /// 8×16 points, so the line is drawn in the cells around the frame's, whatever its height: a
    /// shape filled, framed 160×16 (20 columns, 1 row) or 160×32 (2 rows), shows its fill in a box.
    func testAOnePointBorderIsDrawnAroundTheViewWhateverItsHeight() {
        struct Bar: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        let fill = String(repeating: "█", count: 20)
        let edge = String(repeating: "─", count: 20)
        XCTAssertEqual(renderedText(Bar().fill(.purple).frame(width: 160, height: 16).border(.gray), width: nil, height: nil),
                       ["┌\(edge)┐", "│\(fill)│", "└\(edge)┘"].joined(separator: "\n"))
        XCTAssertEqual(renderedText(Bar().fill(.purple).frame(width: 160, height: 32).border(.gray), width: nil, height: nil),
                       ["┌\(edge)┐", "│\(fill)│", "│\(fill)│", "└\(edge)┘"].joined(separator: "\n"))
    }

    /// Moved half a row down (`offset(y: 8)`), a bordered text and its border move together: the
    /// text is drawn in the row nearest its origin (8 / 16 rounds to row 1), and the border around
    /// the cells whose centres its frame holds (row 1), so the box is whole around the text.
    func testABorderedTextHalfARowDownKeepsItsWholeBox() {
        let picture = renderedText(Text("Hi").border(.gray).offset(y: 8).frame(width: 48, height: 48, alignment: .top), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n").filter { !$0.allSatisfy { $0 == " " } }, [" ┌──┐", " │Hi│", " └──┘"])
    }

    /// Wide characters (East Asian Width W, UAX #11) take two cells. Padded by 4 points, the
    /// text starts at column 1 (4 / 8 rounds up) and "日本語" takes columns 1 to 6, in a 56-point
    /// frame of 7 columns; the border goes around them and none of its characters is lost.
    func testWideCharactersInsideABorderLeaveItWhole() {
        let picture = renderedText(Text("日本語").padding(4).border(.gray), width: nil, height: nil)
        XCTAssertEqual(picture.components(separatedBy: "\n"), ["┌───────┐", "│ 日本語│", "│       │", "└───────┘"])
    }

    /// A text's spaces are part of it: a line drawn across the text's row (a divider in an
    /// overlay, as a list's separator or a border can cross a row of text) leaves the words and
    /// the space between them readable, and is drawn only beyond them.
    func testALineAcrossATextLeavesTheSpacesBetweenItsWords() {
        let picture = renderedText(Text("Powdered Sugar").padding(.horizontal, 16).overlay(Divider()), width: nil, height: nil)
        XCTAssertEqual(picture, "──Powdered Sugar──")
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
