import Foundation
import XCTest
@testable import SwiftUI

/// Blend modes, compositing groups, one-axis scaling, materials and gradient styles as tutorials
/// write them: what each changes in the drawing, and that none of them changes the layout.
final class BlendAndStyleTests: XCTestCase {
    private let escape = "\u{1B}"

    /// Apple's BlendMode.multiply multiplies the components (W3C Compositing, "multiply":
    /// B(cb, cs) = cb·cs): red (255, 59, 48) over blue (0, 122, 255) shows (0, 28, 48).
    func testMultiplyBlendsWithWhatIsBehind() {
        let mode: BlendMode = .multiply
        let view = ZStack { Color.blue; Color.red.blendMode(mode) }
        XCTAssertEqual(renderedText(view, width: 8, height: 16, colors: .trueColor), "\(escape)[48;2;0;28;48m \(escape)[0m")
        // W3C "screen": 1 − (1 − cb)(1 − cs): (255, 153, 255)
        let screened = ZStack { Color.blue; Color.red.blendMode(.screen) }
        XCTAssertEqual(renderedText(screened, width: 8, height: 16, colors: .trueColor), "\(escape)[48;2;255;153;255m \(escape)[0m")
    }

    /// compositingGroup() and drawingGroup() keep the picture and the layout (the terminal draws
    /// the same cells either way) and mark what they group in the display list.
    /// The W3C "Compositing and Blending Level 1" formulas, per channel (top Cs over bottom Cb):
    /// color-dodge min(1, Cb / (1 − Cs)), color-burn 1 − min(1, (1 − Cb) / Cs), soft-light
    /// Cb − (1 − 2Cs)·Cb·(1 − Cb) for Cs ≤ 0.5, else Cb + (2Cs − 1)·(√Cb − Cb) for Cb > 0.25.
    func testDodgeBurnAndSoftLightFollowTheBlendingFormulas() {
        XCTAssertEqual(BlendMode.colorDodge.blend(0.5, over: 0.25), 0.5, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.colorDodge.blend(0.75, over: 0.5), 1, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.colorDodge.blend(1, over: 0), 0, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.colorBurn.blend(0.5, over: 0.75), 0.5, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.colorBurn.blend(0.25, over: 0.5), 0, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.softLight.blend(0.25, over: 0.5), 0.375, accuracy: 1e-6)
        XCTAssertEqual(BlendMode.softLight.blend(0.75, over: 0.64), 0.64 + 0.5 * (0.8 - 0.64), accuracy: 1e-6)
    }

    func testCompositingAndDrawingGroupsKeepThePicture() {
        let plain = renderedText(Color.red.frame(width: 16, height: 16).opacity(0.5), width: 32, height: 16, colors: .trueColor)
        let grouped = host(Color.red.frame(width: 16, height: 16).compositingGroup().opacity(0.5), width: 32, height: 16)
        XCTAssertEqual(grouped.render(colors: .trueColor), plain)
        XCTAssertEqual(grouped.displayList.items.first?.effects, [.compositingGroup])
        let drawn = host(Color.red.frame(width: 16, height: 16).drawingGroup(opaque: false, colorMode: .linear), width: 32, height: 16)
        XCTAssertEqual(drawn.displayList.items.first?.effects, [.drawingGroup(opaque: false)])
        XCTAssertEqual(drawn.size, CGSize(width: 16, height: 16))
    }

    /// scaleEffect(x:y:anchor:) scales the drawing about the anchor and keeps the frame: with the
    /// top-leading anchor, (40, 20) is drawn at (80, 10) and (0, 0) stays.
    func testScaleEffectOnEachAxisAboutAnAnchor() {
        let h = host(Color.red.frame(width: 40, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .topLeading), width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 20))
        let transform = h.displayList.items[0].transform
        XCTAssertEqual(CGPoint(x: 40, y: 20).applying(transform), CGPoint(x: 80, y: 10))
        XCTAssertEqual(CGPoint.zero.applying(transform), .zero)
    }

    /// ShapeStyle.regularMaterial: translucent (between the thin and thick materials), light in
    /// the light appearance and dark in the dark one, as Apple's materials are (our opacities).
    func testRegularMaterialIsTranslucentAndFollowsTheScheme() {
        func fill(_ scheme: ColorScheme) -> Color.Resolved? {
            let h = host(Rectangle().fill(.regularMaterial).accessibilityIdentifier("m").environment(\.colorScheme, scheme), width: 16, height: 16)
            return h.fillColor(ofIdentifier: "m").map(resolved)
        }
        let light = fill(.light), dark = fill(.dark)
        XCTAssertGreaterThan(light?.opacity ?? 0, Material.thin._resolveColor(in: EnvironmentValues()).opacity)
        XCTAssertLessThan(light?.opacity ?? 1, Material.thick._resolveColor(in: EnvironmentValues()).opacity)
        XCTAssertGreaterThan(light?.red ?? 0, 0.5)
        XCTAssertLessThan(dark?.red ?? 1, 0.5)
    }

    /// AnyGradient (`Color.gradient`) as a value: a gradient of the colour from lighter at the top
    /// to darker at the bottom (Apple: "a standard gradient" of the colour).
    func testAnyGradientStraddlesItsColour() {
        let gradient: AnyGradient = Color.red.gradient
        let item = host(Rectangle().fill(gradient).frame(width: 16, height: 32), width: 100, height: 100).displayList.items.first
        let red = resolved(.red)
        let top = item?.shading?.stops.first?.color, bottom = item?.shading?.stops.last?.color
        XCTAssertGreaterThan(top?.green ?? 0, red.green)
        XCTAssertLessThan(bottom?.green ?? 1, red.green)
    }

    /// ShapeStyle.linearGradient(colors:startPoint:endPoint:) (Apple: the colours spread evenly
    /// from the start point to the end point of the shape's bounds): leading to trailing of
    /// 100×20 runs from (0, 10) to (100, 10), black at the start, white at the end.
    func testLinearGradientStyleFromColours() {
        let style = Rectangle().fill(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        let item = host(style.frame(width: 100, height: 20), width: 200, height: 100).displayList.items.first
        XCTAssertEqual(item?.shading?.geometry, .linear(start: CGPoint(x: 0, y: 10), end: CGPoint(x: 100, y: 10)))
        XCTAssertEqual(item?.shading?.stops.map(\.location), [0, 1])
        XCTAssertEqual(item?.shading?.stops.first?.color, resolved(.black))
        XCTAssertEqual(item?.shading?.stops.last?.color, resolved(.white))
    }

    /// colorScheme(_:) sets the environment's scheme for the view (Apple: "Sets this view's color
    /// scheme"): `.primary` is then drawn white, as in the dark appearance.
    func testColorSchemeModifierDarkensTheView() {
        let h = host(Color.primary.accessibilityIdentifier("p").colorScheme(.dark), width: 16, height: 16)
        XCTAssertEqual(h.environmentValue(\.colorScheme, for: "p"), .dark)
        XCTAssertEqual(h.fillColor(ofIdentifier: "p").map(resolved), Color.Resolved(red: 1, green: 1, blue: 1))
    }
}
