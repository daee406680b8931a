import Foundation
import XCTest
@testable import SwiftUI

/// GraphicsContext passed to a drawing function of one's own, as Canvas tutorials factor their
/// drawing (Apple's GraphicsContext: a value type whose copies draw into the same canvas with
/// their own transform and opacity).
final class GraphicsContextTests: XCTestCase {
    /// Draws a 16×16 square at `origin` with a context copy that is moved there.
    private func drawSquare(in context: GraphicsContext, at origin: CGPoint) {
        var moved: GraphicsContext = context
        moved.translateBy(x: origin.x, y: origin.y)
        moved.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(.green))
    }

    func testADrawingFunctionTakesTheContext() {
        let canvas = Canvas { context, size in
            self.drawSquare(in: context, at: CGPoint(x: 8, y: 0))
            self.drawSquare(in: context, at: CGPoint(x: size.width - 16, y: size.height - 16))
        }
        let h = host(canvas, width: 64, height: 48)
        let items = h.displayList.items
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.map(\.transform.tx), [8, 48])
        XCTAssertEqual(items.map(\.transform.ty), [0, 32])
    }
}
