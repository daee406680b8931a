import Foundation
import XCTest
@testable import SwiftUI

/// The canvas's rules, one at a time: its size in cells, sub-cell quadrants and dots, text
/// placement, drawing order, clips, transforms and opacity.
final class CanvasRenderingTests: XCTestCase {
    let black = Color.black.resolve(in: EnvironmentValues())

    func testCanvasHasTheCeilingOfTheSizeInCells() {
        // 100×50 points: ceil(100 / 8) = 13 columns, ceil(50 / 16) = 4 rows. Column 12 (x 96 ... 104)
        // has its left quadrants' centres (x 98) inside; row 3 (y 48 ... 64) has none (y 52, 60).
        XCTAssertEqual(renderedText(Color.red, width: 100, height: 50), """
            ████████████▌
            ████████████▌
            ████████████▌

            """)
    }

    func testQuadrantIsOnWhenItsCentreIsInside() {
        // Quadrant centres are at x 2 and 6, y 4 and 12 of a cell.
        let cases: [(CGRect, String)] = [
            (CGRect(x: 0, y: 0, width: 4, height: 8), "▘"),
            (CGRect(x: 4, y: 8, width: 4, height: 8), "▗"),
            (CGRect(x: 0, y: 0, width: 8, height: 8), "▀"),
            (CGRect(x: 2, y: 4, width: 4, height: 8), "▘"),  // a centre on the top-left edge is inside, (6, 12) on the far edges is not
            // A fill that holds no centre is not dropped (SwiftUI antialiases its edges: a
            // 5-point dot or a 2-point bar shows): the quadrant under its middle is on.
            (CGRect(x: 1, y: 1, width: 2, height: 2), "▘"),
            (CGRect(x: 0, y: 5, width: 8, height: 2), "▀"),  // between the scanlines: sampled along its middle
            (CGRect(x: 3, y: 0, width: 1, height: 16), "▌"), // narrower than a quadrant on every scanline
            (CGRect(x: 1, y: 1, width: 0, height: 2), ""),   // no area, nothing to show
        ]
        for (rect, expected) in cases {
            XCTAssertEqual(canvasText(size: CGSize(width: 8, height: 16)) { $0.appendFill(rect) }, expected, "\(rect)")
        }
    }

    func testStrokeLightsDotsWithinTwoPointsOfTheLine() {
        // Dot centres are at y 2, 6, 10, 14. A hairline through y 6 is 4 points from its
        // neighbours: one row (⠒). At y 8 it is 2 points from the rows at 6 and 10: two rows (⠶).
        // (Two segments: one straight hairline segment is drawn as a box-drawing line instead.)
        func polyline(y: CGFloat) -> Path {
            var path = Path()
            path.addLines([CGPoint(x: 0, y: y), CGPoint(x: 8, y: y), CGPoint(x: 16, y: y)])
            return path
        }
        XCTAssertEqual(canvasText(size: CGSize(width: 16, height: 16)) { $0.appendStroke(polyline(y: 6)) }, "⠒⠒")
        XCTAssertEqual(canvasText(size: CGSize(width: 16, height: 16)) { $0.appendStroke(polyline(y: 8)) }, "⠶⠶")
        XCTAssertEqual(canvasText(size: CGSize(width: 16, height: 16)) { $0.appendStroke(line(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 16, y: 8))) }, "──")
    }

    func testWideStrokeLightsDotsWithinHalfItsWidth() {
        // Width 12: dots within 6 points of y 8 are all four rows (2, 6, 10, 14).
        XCTAssertEqual(canvasText(size: CGSize(width: 16, height: 16)) { $0.appendStroke(line(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 16, y: 8)), lineWidth: 12) }, "⣿⣿")
    }

    func testRotatedRectangleStrokeIsDrawnWithDotsNotBoxCharacters() {
        let rendered = renderedText(Rectangle().stroke().rotationEffect(.degrees(30)), width: 64, height: 64)
        XCTAssertFalse(rendered.contains { "┌─┐│└┘".contains($0) })
        XCTAssertTrue(rendered.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    func testTextLandsOnTheNearestCell() {
        // Origin (12, 24): column round(1.5) = 2, row round(1.5) = 2.
        XCTAssertEqual(canvasText(size: CGSize(width: 40, height: 48)) { $0.appendText("A", at: CGPoint(x: 12, y: 24)) }, "\n\n  A")
    }

    func testWideCharactersTakeTwoCells() {
        // 世 takes columns 0 and 1, so x is in column 2.
        XCTAssertEqual(canvasText(size: CGSize(width: 32, height: 16)) { $0.appendText("世x", at: .zero) }, "世x")
    }

    func testDrawingOverHalfAWideCharacterRemovesAllOfIt() {
        // "y" in column 1 lands on the right half of 世, which leaves column 0 blank.
        XCTAssertEqual(canvasText(size: CGSize(width: 32, height: 16)) {
            $0.appendText("世x", at: .zero)
            $0.appendText("y", at: CGPoint(x: 8, y: 0))
        }, " yx")
    }

    func testWideCharacterThatDoesNotFitIsLeftOut() {
        // Two columns wide, 世 does not fit in the last column.
        XCTAssertEqual(canvasText(size: CGSize(width: 24, height: 16)) { $0.appendText("ab世", at: .zero) }, "ab")
    }

    func testLaterItemsDrawOnTop() {
        XCTAssertEqual(renderedText(ZStack { Color.red; Text("Hi") }, width: 16, height: 16), "Hi")
        XCTAssertEqual(renderedText(ZStack { Text("Hi"); Color.red }, width: 16, height: 16), "██")
    }

    func testClearAndFullyTransparentViewsDrawNothing() {
        XCTAssertEqual(renderedText(ZStack { Color.red; Color.clear }, width: 16, height: 16), "██")
        XCTAssertEqual(renderedText(ZStack { Color.red; Color.blue.opacity(0) }, width: 16, height: 16), "██")
        XCTAssertEqual(renderedText(ZStack { Color.red; Circle().hidden() }, width: 16, height: 16), "██")
    }

    func testViewScaledToNothingDrawsNothing() {
        XCTAssertEqual(renderedText(ZStack { Circle().stroke(); Text("A") }.scaleEffect(0), width: 32, height: 32), "\n")
    }

    func testClippingAColourToACircleDrawsTheCircle() {
        // A quadrant is drawn only where its centre is inside the clip, which is where the circle's fill puts one.
        XCTAssertEqual(renderedText(Color.red.clipShape(Circle()), width: 100, height: 100), renderedText(Circle(), width: 100, height: 100))
    }

    func testClippedTextKeepsOnlyCellsWhoseCentreIsInside() {
        // The 24-point clip keeps cells 0 to 2, whose centres are at 4, 12 and 20.
        XCTAssertEqual(renderedText(Text("Hello").fixedSize().frame(width: 24, alignment: .leading).clipped(), width: 40, height: 16), "Hel")
    }

    func testRotationEffectTransformsPaths() {
        // A 96×8 bar turned 90° about the centre of a 96×96 frame is x 44 ... 52, y 0 ... 96:
        // quadrant centres 46 (right half of column 5) and 50 (left half of column 6).
        let view = Rectangle().frame(width: 96, height: 8).rotationEffect(.degrees(90)).frame(width: 96, height: 96)
        XCTAssertEqual(renderedText(view, width: 96, height: 96), Array(repeating: "     ▐▌", count: 6).joined(separator: "\n"))
    }

    func testHalfTurnKeepsTextInItsCellsReversed() {
        // "AB" is centred in 80×48 at (32, 16); turned 180° about (40, 24) its 16×16 box stays
        // where it was (x 32 ... 48, row 1), and upside down it reads right to left.
        let view = Text("AB").frame(width: 80, height: 48).rotationEffect(.degrees(180))
        XCTAssertEqual(renderedText(view, width: 80, height: 48), "\n    BA\n")
    }

    func testTransformMovesTextOriginsButCharactersStayUpright() {
        // Turned 45°, "AB" keeps its characters upright in a row from its moved origin.
        let view = Text("AB").frame(width: 80, height: 48).rotationEffect(.degrees(45))
        XCTAssertTrue(renderedText(view, width: 80, height: 48).contains("AB"))
    }

    func testEnormousViewIsLimitedAndInfiniteViewDrawsNothing() {
        let wide = renderedText(Color.red, width: 1_000_000, height: 16)
        XCTAssertEqual(wide.count, TerminalCanvas.maximumColumns)
        XCTAssertEqual(renderedText(Color.red, width: .infinity, height: .infinity), "")
    }

    func testPlainOutputIsDeterministic() {
        let view = ZStack { Circle().stroke(); Text("Same"); Capsule().fill().opacity(0.5) }
        XCTAssertEqual(renderedText(view, width: 120, height: 64), renderedText(view, width: 120, height: 64))
    }
}
