import Foundation
import XCTest
@testable import SwiftUI

/// Drawing modifiers change the display list, never the layout (Thinking in SwiftUI ch. 4:
/// "these modifiers simply forward the proposed size to their children and report it back").
final class DrawingEffectTests: XCTestCase {
    private func items<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> [DisplayItem] {
        host(view, width: width, height: height).displayList.items
    }

    func testOpacityMultipliesAndHiddenDrawsNothingButKeepsItsPlace() {
        let faded = items(Color.red.frame(width: 20, height: 20).opacity(0.5).opacity(0.5))
        XCTAssertEqual(faded.map(\.opacity), [0.25])
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).hidden()
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("blue")
        }
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.displayList.items.count, 1)
        XCTAssertEqual(h.frame(ofIdentifier: "blue")?.minX, 20)
    }

    /// A clip shape is drawn in the clipped view's own coordinates and moved to its frame, so a
    /// shape that draws from `.zero` clips where the view is.
    func testClipShapeFollowsTheViewsFrame() {
        let view = Color.red.frame(width: 40, height: 20).clipShape(Circle()).padding(10)
        let clip = items(view).first?.clips.first?.boundingRect
        XCTAssertEqual(clip, CGRect(x: 20, y: 10, width: 20, height: 20))
        let clipped = items(Color.red.frame(width: 30, height: 30).clipped().offset(x: 5))
        XCTAssertEqual(clipped.first?.clips.first?.boundingRect, CGRect(x: 5, y: 0, width: 30, height: 30))
    }

    func testCornerRadiusClipsToARoundedRectangle() {
        let clip = items(Color.red.frame(width: 40, height: 20).cornerRadius(5)).first?.clips.first
        XCTAssertEqual(clip?.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertFalse(clip?.contains(CGPoint(x: 0.5, y: 0.5)) ?? true, "the corner is cut off")
        XCTAssertTrue(clip?.contains(CGPoint(x: 20, y: 10)) ?? false)
    }

    /// Rotation and scale draw around the anchor (the centre by default) and keep the frame.
    func testTransformsDoNotChangeLayout() {
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box").rotationEffect(.degrees(90)).scaleEffect(2)
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 20))
        let transform = h.displayList.items[0].transform
        let centre = CGPoint(x: 20, y: 10).applying(transform)
        XCTAssertEqual(centre.x, 20, accuracy: 0.001)
        XCTAssertEqual(centre.y, 10, accuracy: 0.001)
        let corner = CGPoint(x: 0, y: 0).applying(transform)
        // Rotation keeps distances from the centre and scaling by 2 doubles them.
        XCTAssertEqual(hypot(corner.x - 20, corner.y - 10), 2 * hypot(20, 10), accuracy: 0.001)
    }

    /// zIndex reorders drawing among siblings without moving them.
    func testZIndexDrawsHigherOnTop() {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.blue
        }.frame(width: 10, height: 10)
        let colors = items(view).compactMap { item -> Color.Resolved? in
            if case .fill(_, let color, _) = item.content { return color }
            return nil
        }
        XCTAssertEqual(colors, [Color.blue.resolved, Color.red.resolved])
    }

    /// `border` is an overlay: it adds a stroke inside the frame and changes no size.
    func testBorderIsDrawnInsideTheFrame() {
        let h = host(Color.red.frame(width: 40, height: 20).border(Color.black, width: 2), width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 20))
        guard case .stroke(let path, _, let style)? = h.displayList.items.last?.content else { return XCTFail("no stroke") }
        XCTAssertEqual(style.lineWidth, 2)
        XCTAssertEqual(path.boundingRect, CGRect(x: 1, y: 1, width: 38, height: 18))
    }
}
