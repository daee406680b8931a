import Foundation
import XCTest
@testable import SwiftUI

/// Curves, closed subpaths, ellipses and rounded rectangles added to a `Path`, as drawing
/// tutorials build them. The numbers are derived from the Bézier formulas: a quadratic curve
/// passes at t = ½ through ¼·P0 + ½·C + ¼·P1, a cubic one through ⅛·P0 + ⅜·C1 + ⅜·C2 + ⅛·P1.
final class PathCurveTests: XCTestCase {
    /// (0, 0) to (100, 0) with control (50, 100): the curve's midpoint is (50, 50), its lowest
    /// point, so the curve's bounds are 100×50 (the control point is not on the curve).
    func testQuadCurveDrawsThroughItsMidpoint() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), accuracy: 0.5)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 100, y: 0))
    }

    /// (0, 0) to (100, 0) with controls (0, 100) and (100, 100): the midpoint is (50, 75).
    func testCubicCurveDrawsThroughItsMidpoint() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), accuracy: 0.5)
        // closed, the region under the curve is filled: (50, 70) is inside, (50, 80) is not
        path.closeSubpath()
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 70)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 80)))
    }

    /// Apple's closeSubpath(): a straight line back to the subpath's start, which becomes the
    /// current point. The closed triangle (0,0)-(100,0)-(0,100) holds (10, 10), not (90, 90).
    func testCloseSubpathReturnsToTheStart() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10)))
        XCTAssertFalse(path.contains(CGPoint(x: 90, y: 90)))
        // the closing line is part of the outline: the outline is 100 + 141.42 + 100 long, so its
        // last quarter (85.36 pt) lies on the closing line x = 0 (open, it would be on the diagonal)
        let closing = path.trimmedPath(from: 0.75, to: 1).boundingRect
        XCTAssertEqual(closing.width, 0, accuracy: 0.5)
        XCTAssertEqual(closing.height, 85.36, accuracy: 0.5)
    }

    /// addEllipse(in:transform:) adds the ellipse inscribed in the rect, moved by the transform.
    func testAddEllipseWithTransform() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50), transform: CGAffineTransform(translationX: 10, y: 20))
        assertRect(path.boundingRect, CGRect(x: 10, y: 20, width: 100, height: 50), accuracy: 0.01)
        XCTAssertTrue(path.contains(CGPoint(x: 60, y: 45)))   // the centre
        XCTAssertFalse(path.contains(CGPoint(x: 12, y: 22)))  // the rect's corner, outside the ellipse
    }

    /// addRoundedRect(in:cornerSize:style:transform:): the rect's corners are cut by the quarter
    /// ellipses; a point 1 pt in from a corner of a 20-pt corner is outside, the middle inside.
    func testAddRoundedRectCutsTheCorners() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 20, height: 20),
                            style: .circular, transform: CGAffineTransform(translationX: 5, y: 0))
        assertRect(path.boundingRect, CGRect(x: 5, y: 0, width: 100, height: 60), accuracy: 0.01)
        XCTAssertFalse(path.contains(CGPoint(x: 6, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 55, y: 30)))
        XCTAssertTrue(path.contains(CGPoint(x: 55, y: 1)))  // the straight top edge is not cut
    }

    /// RoundedCornerStyle: the terminal draws `.continuous` corners as `.circular` ones (see
    /// RoundedCornerStyle's documentation and docs/deviations.md); both keep the rect's bounds.
    func testRoundedCornerStylesDrawTheSameCorners() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        let circular = RoundedRectangle(cornerRadius: 10, style: RoundedCornerStyle.circular).path(in: rect)
        let continuous = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: rect)
        XCTAssertEqual(circular, continuous)
        XCTAssertFalse(circular.contains(CGPoint(x: 1, y: 1)))
    }

    /// An InsettableShape's inset(by:) draws the shape inside its rect: a circle inset by 10 in
    /// 100×100 has bounds (10, 10, 80, 80).
    func testInsettableShapeInset() {
        func insetBounds<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> CGRect {
            shape.inset(by: amount).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        }
        assertRect(insetBounds(Circle(), by: 10), CGRect(x: 10, y: 10, width: 80, height: 80), accuracy: 0.01)
        assertRect(insetBounds(Rectangle(), by: 5), CGRect(x: 5, y: 5, width: 90, height: 90), accuracy: 0.01)
    }

    /// Shape.offset(_:) moves the shape's path and not its frame: the view keeps its frame at
    /// the root's origin, the path is moved by the CGSize.
    func testShapeOffsetMovesThePathNotTheFrame() {
        let moved = Rectangle().offset(CGSize(width: 10, height: 5))
        assertRect(moved.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect, CGRect(x: 10, y: 5, width: 20, height: 20))
        let h = host(moved.frame(width: 20, height: 20).accessibilityIdentifier("moved"), width: 100, height: 100)
        assertFrame(h.frame(ofIdentifier: "moved"), CGRect(x: 0, y: 0, width: 20, height: 20))
        guard case .fill(let path, _, _)? = h.displayList.items.first?.content else { return XCTFail("a fill expected") }
        assertRect(path.applying(h.displayList.items[0].transform).boundingRect, CGRect(x: 10, y: 5, width: 20, height: 20))
    }
}
