import Foundation
import XCTest
@testable import SwiftUI

/// `Canvas` and `GraphicsContext` (Apple's docs: the renderer gets a context and the canvas's
/// size; drawing uses the context's transform, opacity and clip; copies share the drawing).
final class CanvasTests: XCTestCase {
    func testCanvasTakesTheProposalAndRecordsWhatItDraws() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            var faded = context
            faded.opacity = 0.5
            faded.translateBy(x: 8, y: 16)
            faded.stroke(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(.blue), lineWidth: 2)
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        let h = host(canvas.padding(8), width: 64, height: 48)
        XCTAssertEqual(h.size, CGSize(width: 64, height: 48))
        let items = h.displayList.items
        XCTAssertEqual(items.count, 3)
        // Drawn in the canvas's own coordinates, moved to its frame.
        XCTAssertEqual(items[0].transform.tx, 8)
        XCTAssertEqual(items[0].transform.ty, 8)
        XCTAssertEqual(items[1].transform.tx, 16, "the copy's translation adds to the canvas's")
        XCTAssertEqual(items[1].opacity, 0.5)
        guard case .text(let text, _) = items[2].content else { return XCTFail("text expected") }
        XCTAssertEqual(text.string, "Hi")
        // "Hi" is 16×16 points, centred on (24, 16) in the canvas: its rectangle starts at (16, 8).
        XCTAssertEqual(items[2].frame, CGRect(x: 16, y: 8, width: 16, height: 16))
    }

    /// A gradient shading's points are in the context's coordinates.
    func testGradientShadingAndClip() {
        let canvas = Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 8, height: 16)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }.frame(width: 32, height: 16)
        let item = host(canvas, width: 32, height: 16).displayList.items.first
        XCTAssertEqual(item?.shading?.geometry, .linear(start: .zero, end: CGPoint(x: 32, y: 0)))
        XCTAssertEqual(item?.clips.first?.boundingRect, CGRect(x: 0, y: 0, width: 8, height: 16))
        XCTAssertEqual(renderedText(canvas, width: 32, height: 16), "█")
    }
}
