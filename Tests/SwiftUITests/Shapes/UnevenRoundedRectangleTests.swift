import Foundation
import XCTest
@testable import SwiftUI

/// `UnevenRoundedRectangle`, `RectangleCornerRadii` and `ContainerRelativeShape`.
final class UnevenRoundedRectangleTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    /// Apple's docs for `UnevenRoundedRectangle`: each corner has its own radius. Top-leading 20
    /// around (20, 20): (5, 5) is 21.2 from it, outside; the bottom-leading corner has radius 0,
    /// so (0.5, 59.5) is inside; bottom-trailing 10 around (90, 50): (98, 58) is 11.3 out.
    func testEachCornerHasItsOwnRadius() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10).path(in: rect)
        assertRect(path.boundingRect, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 8, y: 8)))
        XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 59.5)))
        XCTAssertTrue(path.contains(CGPoint(x: 99.5, y: 0.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 98, y: 58)))
    }

    /// A radius is at most half the shorter side (as RoundedRectangle's): 100 becomes 30 in a
    /// 100×60 rect, so (3, 3) is outside and the top edge's middle inside.
    func testRadiiAreClampedToHalfTheShorterSide() {
        let radii = RectangleCornerRadii(topLeading: 100, topTrailing: 100)
        let path = UnevenRoundedRectangle(cornerRadii: radii).path(in: rect)
        assertRect(path.boundingRect, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 3)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 0.5)))
        XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 59.5)))
    }

    /// `.rect(topLeadingRadius:…)` names the shape where one is expected; a clip to it cuts a
    /// filled 32×32 frame's top corners (radius 16: cell (0, 0) is empty) and keeps the bottom.
    func testClipShapeWithUnevenCorners() {
        let view = Color.red.frame(width: 32, height: 32)
            .clipShape(.rect(topLeadingRadius: 16, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 16))
        let rows = host(view, width: 32, height: 32).render().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(rows.last.map(String.init), "████")
        XCTAssertNotEqual(rows.first.map(String.init), "████")
    }

    /// Apple's docs for `ContainerRelativeShape`: without a container shape it is a rectangle,
    /// and this runtime has no container shapes; inset works as on a rectangle.
    func testContainerRelativeShapeIsTheFramesRectangle() {
        assertRect(ContainerRelativeShape().path(in: rect).boundingRect, rect)
        assertRect(ContainerRelativeShape().inset(by: 5).path(in: rect).boundingRect, CGRect(x: 5, y: 5, width: 90, height: 50))
        let item = host(ContainerRelativeShape().fill(.blue).frame(width: 24, height: 16), width: 50, height: 50).displayList.items.first
        guard case .fill(let path, _, _) = item?.content else { return XCTFail("nothing drawn") }
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 24, height: 16))
    }
}
