import Foundation
import XCTest
@testable import SwiftUI

/// Shapes as views: their sizing, where they draw, and what stroking, trimming and transforming
/// them adds to the display list.
final class ShapeViewTests: XCTestCase {
    func testShapesTakeTheProposedSize() {
        // A shape accepts any proposal (Thinking in SwiftUI, ch. 4).
        for view in [AnyView(Circle()), AnyView(Capsule()), AnyView(RoundedRectangle(cornerRadius: 5)), AnyView(Ellipse()), AnyView(Path())] {
            XCTAssertEqual(host(view, width: 100, height: 60).size, CGSize(width: 100, height: 60))
        }
    }

    func testShapesIdealSizeIsTenByTen() {
        // For a nil proposal SwiftUI's shapes answer 10×10.
        for view in [AnyView(Circle()), AnyView(Circle().stroke()), AnyView(Path()), AnyView(Capsule().trim(from: 0, to: 0.5))] {
            XCTAssertEqual(host(view, width: nil, height: nil).size, CGSize(width: 10, height: 10))
        }
    }

    func testShapeDrawsInItsFrameAfterPadding() {
        // Padding 20 gives the circle the frame (20, 20, 60, 20): diameter 20, centred at x 20 + (60 - 20) / 2 = 40.
        guard let item = onlyDrawnItem(Circle().padding(20), size: CGSize(width: 100, height: 60)),
              case .fill(let path, _, _) = item.content
        else { return XCTFail("expected a fill") }
        assertRect(path.boundingRect, CGRect(x: 40, y: 20, width: 20, height: 20))
    }

    func testPathViewDrawsItsPointsFromTheViewsTopLeadingCorner() {
        // As in SwiftUI, a shape's rect starts at (0, 0): a path at (0, 0) padded by 20 draws at (20, 20).
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        guard let item = onlyDrawnItem(square.padding(20), size: CGSize(width: 100, height: 60)),
              case .fill(let path, _, _) = item.content
        else { return XCTFail("expected a fill") }
        assertRect(path.boundingRect, CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    func testStrokeWithoutStyleIsAShapeThatDrawsAStroke() {
        let stroked: _StrokedShape<Circle> = Circle().stroke(lineWidth: 3)
        guard let item = onlyDrawnItem(stroked, size: CGSize(width: 10, height: 10)),
              case .stroke(_, let color, let style) = item.content
        else { return XCTFail("expected a stroke") }
        XCTAssertEqual(style.lineWidth, 3)
        XCTAssertEqual(color, Color.primary.resolve(in: EnvironmentValues()))
    }

    func testStrokeWithColourDrawsInThatColour() {
        guard let item = onlyDrawnItem(Capsule().stroke(Color.red, lineWidth: 2), size: CGSize(width: 40, height: 20)),
              case .stroke(_, let color, let style) = item.content
        else { return XCTFail("expected a stroke") }
        XCTAssertEqual(color, Color.red.resolve(in: EnvironmentValues()))
        XCTAssertEqual(style.lineWidth, 2)
    }

    func testTrimmedThenStrokedShapeStrokesThePart() {
        // Half a circle of diameter 100, from three o'clock clockwise: the bottom half, y 50 ... 100.
        guard let item = onlyDrawnItem(Circle().trim(from: 0, to: 0.5).stroke(), size: CGSize(width: 100, height: 100)),
              case .stroke(let path, _, _) = item.content
        else { return XCTFail("expected a stroke") }
        assertRect(path.boundingRect, CGRect(x: 0, y: 50, width: 100, height: 50), accuracy: 0.1)
    }

    func testRotatedShapeTurnsAroundItsCentre() {
        // A 100×20 rectangle turned 90° about its centre (50, 10) spans x 40 ... 60, y -40 ... 60.
        let path = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 20))
        assertRect(path.boundingRect, CGRect(x: 40, y: -40, width: 20, height: 100))
    }

    func testOffsetShapeMovesTheDrawingButNotTheFrame() {
        let view = Rectangle().offset(x: 5, y: 7)
        guard let item = onlyDrawnItem(view, size: CGSize(width: 10, height: 10)), case .fill(let path, _, _) = item.content
        else { return XCTFail("expected a fill") }
        assertRect(path.boundingRect, CGRect(x: 5, y: 7, width: 10, height: 10))
        assertRect(item.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Current SDKs name shapes where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`,
    /// `.circle`, `.capsule` (Apple: "Shape" static members, iOS 17). Each is the shape it names.
    func testStaticShapeMembersAreTheShapesTheyName() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        func clip(_ shape: some Shape) -> some Shape { shape }
        XCTAssertEqual(clip(.rect(cornerRadius: 8)).path(in: rect), RoundedRectangle(cornerRadius: 8).path(in: rect))
        XCTAssertEqual(clip(.rect(cornerSize: CGSize(width: 4, height: 6), style: .circular)).path(in: rect),
                       RoundedRectangle(cornerSize: CGSize(width: 4, height: 6), style: .circular).path(in: rect))
        XCTAssertEqual(clip(.rect).path(in: rect), Rectangle().path(in: rect))
        XCTAssertEqual(clip(.circle).path(in: rect), Circle().path(in: rect))
        XCTAssertEqual(clip(.capsule).path(in: rect), Capsule().path(in: rect))
        XCTAssertEqual(clip(.ellipse).path(in: rect), Ellipse().path(in: rect))
    }

    func testLayoutTraceNamesWrappedShapesAfterTheirShape() {
        let trace = host(Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2), width: 10, height: 10).layoutTrace()
        XCTAssertEqual(trace.steps.map(\.view), ["Circle.trim(from: 0, to: 0.5).stroke(lineWidth: 2)"])
    }
}

/// Shapes wrapped to scale them or erase their type.
final class WrappedShapeTests: XCTestCase {
    func testScaledShapeGrowsAroundItsCentre() {
        // A 20×10 rectangle doubled about its centre (10, 5) spans x -10 ... 30, y -5 ... 15.
        let path = Rectangle().scale(2).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        assertRect(path.boundingRect, CGRect(x: -10, y: -5, width: 40, height: 20))
    }

    func testAnyShapeDrawsWhatItsShapeDraws() {
        let size = CGSize(width: 100, height: 60)
        guard let erased = onlyDrawnItem(AnyShape(Circle().stroke(lineWidth: 2)), size: size),
              let direct = onlyDrawnItem(Circle().stroke(lineWidth: 2), size: size),
              case .stroke(let erasedPath, _, let erasedStyle) = erased.content,
              case .stroke(let directPath, _, let directStyle) = direct.content
        else { return XCTFail("expected strokes") }
        XCTAssertEqual(erasedPath, directPath)
        XCTAssertEqual(erasedStyle, directStyle)
    }
}
