import Foundation
import XCTest
@testable import SwiftUI

/// `visualEffect(_:)`: drawing effects made from the view's geometry.
final class VisualEffectTests: XCTestCase {
    /// Apple's docs for `visualEffect(_:)`: the closure gets the view's geometry and returns
    /// effects that change how it is drawn, not its layout. A 40×16 view whose effect moves it
    /// down by its own width (40) and halves its opacity is drawn at y 40, at 0.5, in the same
    /// frame; the geometry is the view's, placed at (0, 16) under a 16-point row.
    func testEffectsAreMadeFromTheViewsGeometry() {
        var seen: CGRect?
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 16)
            Color.red.frame(width: 40, height: 16)
                .visualEffect { content, proxy in
                    seen = proxy.frame(in: .global)
                    return content.offset(y: proxy.size.width).opacity(0.5)
                }
                .accessibilityIdentifier("bar")
        }
        let h = host(view, width: 40, height: 32)
        let item = h.displayList.items.first { $0.identifier == "bar" }
        XCTAssertEqual(CGPoint.zero.applying(item?.transform ?? .identity), CGPoint(x: 0, y: 40))
        XCTAssertEqual(item?.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(seen, CGRect(x: 0, y: 16, width: 40, height: 16))
        XCTAssertEqual(h.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 16, width: 40, height: 16))
    }

    /// Scale and rotation are about the anchor (the centre by default), as the modifiers of the
    /// same names: scaled by 2 about the centre (20, 24), the corner (0, 16) is drawn at (-20, 8).
    func testScaleIsAboutTheCentre() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 16)
            Color.red.frame(width: 40, height: 16).visualEffect { content, _ in content.scaleEffect(2) }.accessibilityIdentifier("bar")
        }
        let item = host(view, width: 40, height: 32).displayList.items.first { $0.identifier == "bar" }
        XCTAssertEqual(CGPoint(x: 0, y: 16).applying(item?.transform ?? .identity), CGPoint(x: -20, y: 8))
    }
}
