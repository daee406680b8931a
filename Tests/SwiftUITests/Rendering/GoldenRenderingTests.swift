import Foundation
import XCTest
@testable import SwiftUI

/// Whole view trees drawn as plain text and checked by eye. Cells are 8×16 points; fills light
/// 4×8-point quadrants whose centres are inside, strokes light 4×4-point braille dots within
/// max(lineWidth / 2, 2) points of the line, rectangular strokes are box-drawing lines.
final class GoldenRenderingTests: XCTestCase {
    func testCircleOf100PointsIsRound() {
        // 100 points are 12.5 columns by 6.25 rows: 13 columns and 7 rows, the last of which
        // (y 96 ... 112) has no quadrant centre inside the circle. Each row is the circle's width
        // at y = 4, 12, 20, ... rounded to 4-point quadrants, e.g. at y 4 the circle spans
        // x 30.4 ... 69.6: quadrant centres 34 ... 66, columns 4 to 8.
        XCTAssertEqual(renderedText(Circle(), width: 100, height: 100), """
              ▄▄████▙▄▖
            ▗██████████▙
            ████████████▌
            ████████████▌
            ▝██████████▛
             ▝▀██████▛▀

            """)
    }

    func testRectangleStrokeIsDrawnWithBoxCharacters() {
        // 100×50 points: the cells whose centres lie inside the 1-point line's outer edge are 13
        // columns (100 / 8 = 12.5, the half rounding up as text's does) and 3 rows (50 / 16 =
        // 3.1); a hairline, far thinner than a cell, is drawn in the cells around them.
        XCTAssertEqual(renderedText(ZStack { Rectangle().stroke() }, width: 100, height: 50), """
            ┌─────────────┐
            │             │
            │             │
            │             │
            └─────────────┘
            """)
    }

    func testBorderAroundPaddedText() {
        // "Hi" is 16×16, padded by 16 on each side: 48×48, 6 columns and 3 rows. The text's origin
        // (16, 16) is column 2, row 1. SwiftUI draws the 1-point line inside the frame, hiding
        // none of the padding; the terminal draws it in the cells around the frame's.
        XCTAssertEqual(renderedText(Text("Hi").padding().overlay(Rectangle().strokeBorder()), width: nil, height: nil), """
            ┌──────┐
            │      │
            │  Hi  │
            │      │
            └──────┘
            """)
    }

    func testTextOverAColour() {
        // "Hello" is 40×16, centred in 80×48 at (20, 16): column round(2.5) = 3, row 1.
        XCTAssertEqual(renderedText(ZStack { Color.blue; Text("Hello") }, width: 80, height: 48), """
            ██████████
            ███Hello██
            ██████████
            """)
    }

    func testViewsPastTheRootAreDrawnOnAGrownCanvas() {
        // The root is 100×100; the circle is offset by 50, so its right half falls beyond the
        // root. SwiftUI draws it there (an offset moves the drawing, not the frame), so the
        // picture grows to hold it.
        XCTAssertEqual(renderedText(Circle().frame(width: 100, height: 100).offset(x: 50), width: 100, height: 100), """
                    ▗▄█████▄▖
                   ▟█████████▙
                  ▐███████████▌
                  ▐███████████▌
                  ▝███████████▘
                    ▀███████▀

            """)
    }

    func testTextPastTheRootIsDrawnOnAGrownCanvas() {
        // "Hello, world" (96 wide) centred in a 40-point frame starts at x -28: the picture grows
        // by the 4 cells (32 points) that reach it, and the text starts on the nearest cell,
        // column round(-3.5) = -3 (halves round right), one cell into the grown picture.
        XCTAssertEqual(renderedText(Text("Hello, world").fixedSize().frame(width: 40), width: nil, height: nil), " Hello, world")
    }

    func testTrimmedCircleIsTheBottomHalf() {
        // The circle starts at three o'clock and runs clockwise: the first half ends at nine o'clock.
        XCTAssertEqual(renderedText(Circle().trim(from: 0, to: 0.5).stroke(), width: 100, height: 100), """



            ⡇           ⡏
            ⠳⡀         ⡰⠃
             ⠙⠦⣀    ⢀⡠⠞⠁
               ⠈⠉⠉⠋⠉⠉
            """)
    }

    func testStrokedCapsule() {
        // 160×48: 20 columns, 3 rows; the ends are semicircles of radius 24.
        XCTAssertEqual(renderedText(Capsule().stroke(), width: 160, height: 48), """
            ⡰⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠑⢆
            ⡇                  ⢸
            ⠱⢄⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⡠⠎
            """)
    }

    func testRoundedRectangleFill() {
        // 120×64: 15 columns, 4 rows. A corner of radius 16 leaves out one quadrant of each corner cell.
        XCTAssertEqual(renderedText(RoundedRectangle(cornerRadius: 16).fill(), width: 120, height: 64), """
            ▟█████████████▙
            ███████████████
            ███████████████
            ▜█████████████▛
            """)
    }

    func testThickEllipseStroke() {
        // A line 8 wide lights dots within 4 points of the outline: two rows of dots on the long sides.
        XCTAssertEqual(renderedText(Ellipse().stroke(lineWidth: 8), width: 160, height: 64), """
             ⣠⣴⠶⠛⠛⠋⠉⠉⠉⠉⠉⠉⠙⠛⠛⠶⣦⣄
            ⡞⠉                ⠉⢳
            ⢧⣀                ⣀⡼
             ⠙⠻⠶⣤⣤⣄⣀⣀⣀⣀⣀⣀⣠⣤⣤⠶⠟⠋
            """)
    }

    /// `StrokeStyle` takes SwiftUI's full set of parameters; caps and joins are accepted and draw
    /// as the default would (docs/deviations.md: braille dots are too coarse for a cap's shape),
    /// while the dashes still draw.
    func testLineCapsAndJoinsAreAcceptedAndDashesStillDraw() {
        let styled = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [8, 8], dashPhase: 0)
        XCTAssertEqual(styled.lineCap, .round)
        XCTAssertEqual(styled.lineJoin, .bevel)
        let plain = StrokeStyle(lineWidth: 2, dash: [8, 8])
        XCTAssertEqual(renderedText(Rectangle().stroke(style: styled), width: 160, height: 64),
                       renderedText(Rectangle().stroke(style: plain), width: 160, height: 64))
        XCTAssertNotEqual(renderedText(Rectangle().stroke(style: styled), width: 160, height: 64),
                          renderedText(Rectangle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round)), width: 160, height: 64))
    }

    func testDashedRectangleStrokeIsDotted() {
        // Dashes of 8 on, 8 off: a dot column of every other cell along the top and bottom edges.
        XCTAssertEqual(renderedText(Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [8, 8])), width: 160, height: 64), """
            ⡍ ⠉ ⠉ ⠉ ⠉ ⠉ ⠉ ⠉ ⠉ ⠉⠘
            ⡄                  ⠘
            ⡄                  ⠘
            ⡄⣀ ⣀ ⣀ ⣀ ⣀ ⣀ ⣀ ⣀ ⣀ ⣘
            """)
    }

    func testEvenOddFillLeavesAHole() {
        // The inner square (24, 16, 32, 32) is cells 3 to 6 of rows 1 and 2.
        let path = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 80, height: 64))
            path.addRect(CGRect(x: 24, y: 16, width: 32, height: 32))
        }
        XCTAssertEqual(renderedText(path.fill(style: FillStyle(eoFill: true)), width: 80, height: 64), """
            ██████████
            ███    ███
            ███    ███
            ██████████
            """)
    }

    func testDiagonalPathLine() {
        // From (0, 0) to (80, 48): a dot per 4 points across, 0.6 of one down.
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 80, y: 48))
        }
        XCTAssertEqual(renderedText(path.stroke(), width: 100, height: 50), """
            ⠉⠢⢄⡀
               ⠈⠒⠤⡀
                  ⠈⠑⠢⣀

            """)
    }
}
