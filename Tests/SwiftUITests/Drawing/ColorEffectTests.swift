import Foundation
import XCTest
@testable import SwiftUI

/// Colour effects change the colours a view draws, recorded with the item, and animate.
final class ColorEffectTests: XCTestCase {
    private func drawn<V: View>(_ view: V) -> DisplayItem? {
        host(view.frame(width: 16, height: 16), width: 100, height: 100).displayList.items.first
    }

    private func assertColor(_ color: Color.Resolved?, _ red: Float, _ green: Float, _ blue: Float, opacity: Float = 1, file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("nothing drawn", file: file, line: line) }
        XCTAssertEqual(color.red, red, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(color.green, green, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(color.blue, blue, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(color.opacity, opacity, accuracy: 0.01, file: file, line: line)
    }

    /// Apple's docs: `saturation(0)` removes all colour, `grayscale(1)` is fully grey; both
    /// leave the luminance (Rec. 709 weights, our choice) as the grey.
    func testSaturationZeroAndGrayscaleOneGiveTheSameGrey() {
        let red = Color(red: 1, green: 0, blue: 0)
        assertColor(drawn(red.saturation(0))?.color, 0.2126, 0.2126, 0.2126)
        assertColor(drawn(red.grayscale(1))?.color, 0.2126, 0.2126, 0.2126)
        assertColor(drawn(red.saturation(1))?.color, 1, 0, 0)
        XCTAssertEqual(drawn(red.saturation(0))?.effects, [.color(ColorEffect(kind: .saturation, amount: 0))])
    }

    /// Apple's docs: brightness 0 has no effect and 1 is full white; contrast 1 is unchanged
    /// and 0 is grey; colorInvert inverts; colorMultiply multiplies the components.
    func testBrightnessContrastInvertAndMultiply() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6)
        assertColor(drawn(color.brightness(0))?.color, 0.2, 0.4, 0.6)
        assertColor(drawn(color.brightness(1))?.color, 1, 1, 1)
        assertColor(drawn(color.contrast(0))?.color, 0.5, 0.5, 0.5)
        assertColor(drawn(color.contrast(1))?.color, 0.2, 0.4, 0.6)
        assertColor(drawn(color.colorInvert())?.color, 0.8, 0.6, 0.4)
        assertColor(drawn(color.colorMultiply(Color(red: 0.5, green: 1, blue: 0)))?.color, 0.1, 0.4, 0)
    }

    /// A hue rotation of 120° turns red into green (hue is an angle on the colour wheel).
    func testHueRotationTurnsRedIntoGreen() {
        assertColor(drawn(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))?.color, 0, 1, 0)
    }

    /// Apple's docs for `luminanceToAlpha()`: brighter parts become more opaque; white stays
    /// opaque and black becomes transparent.
    func testLuminanceToAlpha() {
        assertColor(drawn(Color.white.luminanceToAlpha())?.color, 0, 0, 0, opacity: 1)
        XCTAssertNil(drawn(Color.black.luminanceToAlpha()).flatMap { $0.color.opacity > 0 ? $0 : nil })
    }

    /// Effects apply innermost first, as modifiers nest: inverting then greying differs from
    /// greying then inverting only in order, and both reach every colour drawn inside.
    func testEffectsReachEveryItemInsideAndApplyInnermostFirst() {
        let view = VStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Text("A").foregroundColor(Color(red: 0, green: 0, blue: 1)) }
            .colorInvert().brightness(-0.5)
        let items = host(view.frame(width: 16, height: 32), width: 100, height: 100).displayList.items
        XCTAssertEqual(items.count, 2)
        assertColor(items.first?.color, 0, 0.5, 0.5)
        assertColor(items.last?.color, 0.5, 0.5, 0)
    }

    /// Apple's `Animatable` docs: modifiers' animatable values interpolate; saturation does.
    func testSaturationAnimates() {
        let model = BarModel()
        struct Saturated: View {
            @ObservedObject var model: BarModel
            var body: some View { Color(red: 1, green: 0, blue: 0).frame(width: 16, height: 16).saturation(model.isOn ? 0 : 1) }
        }
        let host = host(Saturated(model: model), width: 100, height: 100)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // Halfway between full colour and grey: the red is halfway from 1 to its luminance.
        assertColor(host.displayList.items.first?.color, 0.6063, 0.1063, 0.1063)
    }
}
