import Foundation
import XCTest
@testable import SwiftUI

/// Where each shape draws in a 100×60 rectangle, and how insets and borders move it. The rules are
/// SwiftUI's: a shape takes the proposed size and fits itself in it (Thinking in SwiftUI, ch. 4).
final class ShapeGeometryTests: XCTestCase {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    func testCircleFitsTheShorterSideAndIsCentred() {
        // Diameter min(100, 60) = 60, centred: x from (100 - 60) / 2 = 20 to 80.
        assertRect(Circle().path(in: rect).boundingRect, CGRect(x: 20, y: 0, width: 60, height: 60))
    }

    func testEllipseFillsTheRect() {
        assertRect(Ellipse().path(in: rect).boundingRect, rect)
    }

    func testCapsuleEndsAreSemicirclesOfHalfTheShorterSide() {
        // Radius 60 / 2 = 30: the left end is centred at (30, 30).
        let path = Capsule().path(in: rect)
        assertRect(path.boundingRect, rect)
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 30)))   // 29 from the end's centre
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 3)))   // 38.2 from it
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 0.5))) // on the straight top edge
    }

    func testRoundedRectangleCutsItsCornersWithTheRadius() {
        // Corner radius 10 around (10, 10): (2, 2) is 11.3 from it, (3, 3) 9.9.
        let path = RoundedRectangle(cornerRadius: 10).path(in: rect)
        assertRect(path.boundingRect, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 3, y: 3)))
    }

    func testRoundedRectangleCornersAreAtMostHalfTheSides() {
        // A radius of 100 is clamped to 50 × 30 in a 100×60 rect, which makes an ellipse:
        // (15, 30) is on the ellipse's left half, 0.49 of the way out squared, so inside.
        let path = RoundedRectangle(cornerRadius: 100).path(in: rect)
        assertRect(path.boundingRect, rect)
        XCTAssertTrue(path.contains(CGPoint(x: 15, y: 30)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
    }

    func testInsetCircleShrinksByTheAmountOnEverySide() {
        // The rect inset by 5 is 90×50; the circle of diameter 50 is centred in it, at (25, 5).
        assertRect(Circle().inset(by: 5).path(in: rect).boundingRect, CGRect(x: 25, y: 5, width: 50, height: 50))
    }

    func testInsetRoundedRectangleShrinksItsCornersToo() {
        // Inset by 4: the rect is (4, 4, 92, 52) and the radius 10 - 4 = 6 around (10, 10):
        // (5, 5) is 7.1 from it, (6, 6) 5.7.
        let path = RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: rect)
        assertRect(path.boundingRect, CGRect(x: 4, y: 4, width: 92, height: 52))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 6, y: 6)))
    }

    func testInsetBeyondTheRectDrawsNothing() {
        XCTAssertTrue(Rectangle().inset(by: 40).path(in: rect).isEmpty)
    }

    func testStrokeBorderStaysInsideTheRect() {
        // The centre line is inset by half the width (5), so the stroke's outer edge is the
        // circle's full-size outline: (20, 0, 60, 60), inside the 100×60 frame.
        guard let item = onlyDrawnItem(Circle().strokeBorder(lineWidth: 10), size: rect.size),
              case .stroke(let path, _, let style) = item.content
        else { return XCTFail("expected a stroke") }
        XCTAssertEqual(style.lineWidth, 10)
        let outer = path.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2)
        assertRect(outer, CGRect(x: 20, y: 0, width: 60, height: 60))
        XCTAssertTrue(rect.contains(outer))
    }

    func testRectangleStrokeBorderFillsTheFrameExactlyWhereStrokeSpillsOut() {
        // strokeBorder: centre line inset by 2, outer edge the frame itself.
        // stroke: centre line on the frame, so half the width (2) lies outside it.
        for (view, expectedOuter) in [
            (AnyView(Rectangle().strokeBorder(lineWidth: 4)), rect),
            (AnyView(Rectangle().stroke(lineWidth: 4)), rect.insetBy(dx: -2, dy: -2)),
        ] {
            guard let item = onlyDrawnItem(view, size: rect.size), case .stroke(let path, _, let style) = item.content
            else { return XCTFail("expected a stroke") }
            assertRect(path.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2), expectedOuter)
        }
    }
}
