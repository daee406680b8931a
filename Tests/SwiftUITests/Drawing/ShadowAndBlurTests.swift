import Foundation
import XCTest
@testable import SwiftUI

/// Shadows and blurs are recorded with the items and drawn as tints of cell backgrounds.
final class ShadowAndBlurTests: XCTestCase {
    /// Apple's docs for `shadow(color:radius:x:y:)`: the shadow is the view's shape in the
    /// colour, offset by x and y and drawn behind it; the default colour is black at 33%
    /// opacity. Layout is unchanged.
    func testShadowDrawsAnOffsetCopyUnderTheView() {
        let h = host(Color.red.frame(width: 16, height: 16).shadow(radius: 4, x: 8, y: 16), width: 100, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 16, height: 16))
        let items = h.displayList.items
        XCTAssertEqual(items.map(\.isShadow), [true, false], "the shadow is drawn first, under the view")
        XCTAssertEqual(items[0].color, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.33))
        XCTAssertEqual(items[0].transform.tx, 8)
        XCTAssertEqual(items[0].transform.ty, 16)
        XCTAssertEqual(items[0].effects, [.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4, offset: CGSize(width: 8, height: 16))])
        XCTAssertEqual(items[1].color, Color.red.resolve(in: EnvironmentValues()))
    }

    /// Our rendering: a shadow darkens the backgrounds of the cells it falls on, and plain
    /// output does not show it (it is no shape of its own).
    func testShadowTintsTheCellsItFallsOnAndPlainTextLeavesItOut() {
        let view = Color.white.frame(width: 16, height: 16).shadow(color: .black, radius: 0, x: 16, y: 0)
            .frame(width: 40, height: 16, alignment: .leading)
        var painter = CanvasPainter(grid: CellGrid(columns: 5, rows: 1), showsPictures: true)
        for item in host(view, width: 40, height: 16).displayList.items { painter.draw(item) }
        XCTAssertEqual(painter.grid[2, 0].background, CanvasColor(red: 0, green: 0, blue: 0), "the cell the shadow covers")
        XCTAssertEqual(painter.grid[0, 0].background, .white, "the view over its own shadow")
        XCTAssertNil(painter.grid[4, 0].background)
        XCTAssertEqual(renderedText(view, width: 40, height: 16), "██")
    }

    /// Apple's docs for `blur(radius:opaque:)`: a Gaussian blur of the view; our rendering
    /// spreads the view's coverage over neighbouring cells, fading with distance.
    func testBlurSpreadsAFillOverNeighbouringCells() {
        let view = Color.black.frame(width: 16, height: 16).blur(radius: 16).frame(width: 80, height: 16)
        let items = host(view, width: 80, height: 16).displayList.items
        XCTAssertEqual(items.first?.effects, [.blur(radius: 16, opaque: false)])
        var painter = CanvasPainter(grid: CellGrid(columns: 10, rows: 1), showsPictures: true)
        for item in items { painter.draw(item) }
        let levels = (2...7).map { Int(painter.grid[$0, 0].background?.red ?? 255) }
        // Darkest in the middle (cells 4 and 5), lighter further out, symmetric.
        XCTAssertLessThan(levels[2], levels[1])
        XCTAssertLessThan(levels[1], levels[0])
        XCTAssertEqual(levels[2], levels[3])
        XCTAssertEqual(levels[1], levels[4])
        XCTAssertEqual(painter.grid[4, 0].glyph, .empty, "no sharp quadrants under a blur")
    }

    /// Without colours a blurred shape stays readable where it is at least half there (ours).
    func testPlainTextKeepsABlurredShape() {
        let view = Color.black.frame(width: 32, height: 32).blur(radius: 8).padding(16)
        let text = renderedText(view, width: nil, height: nil)
        XCTAssertTrue(text.contains("████"), text)
    }

    /// Blur radius and shadow offset animate (Apple: `blur(radius:)` and `shadow` take
    /// animatable values; Thinking in SwiftUI's blur transition relies on it).
    func testBlurRadiusAndShadowOffsetAnimate() {
        struct Blurred: View {
            @ObservedObject var model: BarModel
            var body: some View {
                Color.red.frame(width: 16, height: 16)
                    .blur(radius: model.isOn ? 20 : 0)
                    .shadow(radius: 2, x: model.isOn ? 10 : 0)
            }
        }
        let model = BarModel()
        let host = host(Blurred(model: model), width: 100, height: 100)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        let shadow = host.displayList.items.first { $0.isShadow }
        XCTAssertEqual(shadow?.blurRadius ?? 0, 10, accuracy: 0.001)
        XCTAssertEqual(shadow?.transform.tx ?? 0, 5, accuracy: 0.001)
    }

    /// Thinking in SwiftUI (ch. 6): a blur transition made with `.modifier(active:identity:)`,
    /// unchanged. Halfway through the insertion the view is half blurred and half opaque.
    func testTheBooksBlurTransition() {
        struct Blur: ViewModifier {
            var active: Bool
            func body(content: Content) -> some View {
                content.blur(radius: active ? 50 : 0).opacity(active ? 0 : 1)
            }
        }
        struct Toggled: View {
            @ObservedObject var model: BarModel
            var body: some View {
                VStack {
                    if model.isOn {
                        Color.red.frame(width: 16, height: 16)
                            .transition(AnyTransition.modifier(active: Blur(active: true), identity: Blur(active: false)))
                    }
                }.frame(width: 100, height: 100)
            }
        }
        let model = BarModel()
        let host = host(Toggled(model: model), width: 100, height: 100)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        let item = host.displayList.items.first
        XCTAssertEqual(item?.blurRadius ?? 0, 25, accuracy: 0.01)
        XCTAssertEqual(item?.opacity ?? 0, 0.5, accuracy: 0.01)
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items.first?.blurRadius, 0)
    }

    /// Apple's docs for `ShadowStyle`: `.drop` draws the shadow outside and under what the
    /// style paints, `.inner` inside it. (Our inner shadow is the outline, moved and clipped.)
    func testStyledShadows() {
        let drop = host(Circle().fill(.red.shadow(.drop(color: .black, radius: 2, x: 4, y: 4))).frame(width: 16, height: 16), width: 50, height: 50).displayList.items
        XCTAssertEqual(drop.map(\.isShadow), [true, false])
        XCTAssertEqual(drop[0].transform.tx, 4)
        XCTAssertEqual(drop[0].color, Color.black.resolve(in: EnvironmentValues()))
        let inner = host(Rectangle().foregroundStyle(.blue.shadow(.inner(radius: 3))).frame(width: 16, height: 16), width: 50, height: 50).displayList.items
        XCTAssertEqual(inner.map(\.isShadow), [false, true], "an inner shadow is drawn over the shape")
        XCTAssertEqual(inner[1].clips.last?.boundingRect, CGRect(x: 0, y: 0, width: 16, height: 16), "kept inside the shape")
    }
}
