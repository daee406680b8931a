import Foundation
import XCTest
@testable import SwiftUI

/// Path construction and measurement. Expected numbers follow from the geometry of each call;
/// arcs use SwiftUI's y-down convention, where increasing angles turn clockwise on screen.
final class PathShapeTests: XCTestCase {
    // MARK: Bounding boxes

    func testRectPathBoundingRectIsTheRect() {
        assertRect(Path(CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testEmptyPathBoundingRectIsNull() {
        XCTAssertTrue(Path().boundingRect.isNull)
    }

    func testEllipseBoundingRectIsTheRectItIsInscribedIn() {
        // The ellipse touches the rect at the midpoints of its sides, which are the ends of its four curves.
        assertRect(Path(ellipseIn: CGRect(x: 10, y: 20, width: 100, height: 60)).boundingRect, CGRect(x: 10, y: 20, width: 100, height: 60))
    }

    func testRoundedRectBoundingRectIsTheRect() {
        assertRect(Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12).boundingRect, CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    func testArcNotClockwiseTurnsClockwiseOnScreenThroughTheLowerRightQuarter() {
        // 0° is (70, 50); turning towards increasing angles reaches 90° at (50, 70), below the centre.
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        assertRect(path.boundingRect, CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    func testArcClockwiseTakesTheLongWayRoundThroughTheTopAndLeft() {
        // From 0° down to -270° (= 90°): through the top (50, 30) and the left (30, 50), ending at (50, 70).
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        assertRect(path.boundingRect, CGRect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(path.currentPoint?.x ?? .nan, 50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint?.y ?? .nan, 70, accuracy: 1e-9)
    }

    func testFullTurnArcIsACircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        assertRect(path.boundingRect, CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    func testRelativeArcWithNegativeDeltaTurnsCounterclockwiseOnScreen() {
        // From (70, 50) a quarter turn towards decreasing angles ends at the top, (50, 30).
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, delta: .degrees(-90))
        assertRect(path.boundingRect, CGRect(x: 50, y: 30, width: 20, height: 20))
    }

    func testArcAfterACurrentPointIsJoinedByALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 70, y: 50)))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 70, height: 70))
    }

    /// `Path.forEach(_:)` (Apple's documentation: "Calls body with each element in the path")
    /// hands over the elements in order, as a line graph reads its first point.
    func testForEachHandsOverTheElementsInOrder() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 30)])
        var seen: [Path.Element] = []
        path.forEach { seen.append($0) }
        XCTAssertEqual(seen, [.move(to: CGPoint(x: 0, y: 40)), .line(to: CGPoint(x: 20, y: 10)), .line(to: CGPoint(x: 40, y: 30))])
    }

    // MARK: Containment

    func testRectContainsItsInsideAndItsTopLeftEdgesButNotItsBottomRightEdges() {
        // Points on edges are decided as pixel centres are: a rect spans minX ..< maxX, minY ..< maxY.
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 25)))
        XCTAssertTrue(path.contains(CGPoint(x: 0, y: 0)))
        XCTAssertFalse(path.contains(CGPoint(x: 100, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: -1, y: 25)))
    }

    func testCircleContainsItsCentreButNotTheRectsCorner() {
        // (5, 5) is 63.6 points from the centre (50, 50) of a circle of radius 50.
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
    }

    func testEvenOddLeavesAHoleWhereNonZeroDoesNot() {
        // Both rectangles run the same way, so the inner one has winding number 2: inside by
        // the non-zero rule, outside by the even-odd rule.
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
    }

    // MARK: Trimming

    func testTrimmedRectFollowsThePerimeterFromTheTopLeftCorner() {
        // The perimeter is 300: 0.25 is 75 along the top edge, 0.75 is 225, which is 75 along the
        // bottom edge from the bottom-right corner, at x 25.
        let trimmed = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.25, to: 0.75)
        assertRect(trimmed.boundingRect, CGRect(x: 25, y: 0, width: 75, height: 50))
        XCTAssertEqual(trimmed.flattened().length, 150, accuracy: 1e-9)
    }

    func testTrimmedCircleQuarterRunsFromThreeToSixOClock() {
        // A circle of radius 50 starts at three o'clock and runs clockwise on screen; a quarter is
        // π·50/2 ≈ 78.54 long (the chords fall short of the arc by far less than 0.1).
        let trimmed = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        assertRect(trimmed.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50), accuracy: 0.1)
        XCTAssertEqual(trimmed.flattened().length, .pi * 50 / 2, accuracy: 0.1)
    }

    func testTrimFromTheStartToTheEndIsThePathItself() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.trimmedPath(from: 0, to: 1), path)
    }

    func testTrimWithStartAfterEndIsEmpty() {
        XCTAssertTrue(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    func testTrimmedLengthsAddUpOverSeveralSubpaths() {
        // Two 100-point lines, 200 in all: 0.25 ... 0.75 is the second half of the first and the first half of the second.
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        path.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])
        let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
        XCTAssertEqual(trimmed.flattened().polylines.map(\.points), [
            [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0)],
            [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10)],
        ])
    }

    // MARK: Flattening

    func testFlattenedCurvesStayOnTheCircle() {
        // Chords of about 2 points on a radius of 50 stray from the arc by under 2²/(8·50) = 0.01.
        let flattened = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).flattened()
        for point in flattened.polylines[0].points {
            XCTAssertEqual(hypot(point.x - 50, point.y - 50), 50, accuracy: 0.05)
        }
        XCTAssertGreaterThan(flattened.polylines[0].points.count, 100)
    }
}
