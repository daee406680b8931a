import Foundation
import XCTest
@testable import SwiftUI

/// Colours made from components or named, as tutorials write them, drawn as fills: the colour a
/// view fills with is the colour its components give (the formulas cited on each test).
final class ColorInitializerTests: XCTestCase {
    /// The colour that `color`, drawn as a view, fills with: its 0–255 components and opacity.
    private func drawn(_ color: Color) -> [Float] {
        let h = host(color.frame(width: 16, height: 16).accessibilityIdentifier("swatch"), width: 100, height: 100)
        guard let fill = h.fillColor(ofIdentifier: "swatch") else { return [] }
        let r = resolved(fill)
        return [r.red * 255, r.green * 255, r.blue * 255, r.opacity].map { ($0 * 100).rounded() / 100 }
    }

    /// HSB to RGB (Smith's hexcone model, which Color(hue:saturation:brightness:) documents as
    /// "hue, saturation, brightness"): hue 0 is red, ⅓ green, ⅔ blue; saturation ½ at full
    /// brightness mixes in half of white; brightness ½ halves every component.
    func testHueSaturationBrightness() {
        XCTAssertEqual(drawn(Color(hue: 0, saturation: 1, brightness: 1)), [255, 0, 0, 1])
        XCTAssertEqual(drawn(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 255, 0, 1])
        XCTAssertEqual(drawn(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5)), [0, 0, 127.5, 1])
        XCTAssertEqual(drawn(Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.4)), [127.5, 255, 255, 0.4])
    }

    /// Color(white:opacity:): a grey whose three components are `white`.
    func testWhite() {
        XCTAssertEqual(drawn(Color(white: 0.5)), [127.5, 127.5, 127.5, 1])
        XCTAssertEqual(drawn(Color(white: 1, opacity: 0.25)), [255, 255, 255, 0.25])
    }

    /// Color.RGBColorSpace: sRGB components are kept; linear ones are encoded with sRGB's curve
    /// (IEC 61966-2-1: 1.055·0.5^(1/2.4) − 0.055 = 0.73536, 187.52 of 255).
    func testRGBColorSpaces() {
        let space: Color.RGBColorSpace = .sRGBLinear
        XCTAssertEqual(drawn(Color(space, white: 0.5)), [187.52, 187.52, 187.52, 1])
        XCTAssertEqual(drawn(Color(Color.RGBColorSpace.sRGB, red: 1, green: 0.5, blue: 0)), [255, 127.5, 0, 1])
    }

    /// Apple's Human Interface Guidelines (Color, "iOS, iPadOS system colors", light): mint is
    /// (0, 199, 190), teal (48, 176, 199), cyan (50, 173, 230).
    func testMintTealAndCyan() {
        XCTAssertEqual(drawn(Color.mint), [0, 199, 190, 1])
        XCTAssertEqual(drawn(Color.teal), [48, 176, 199, 1])
        XCTAssertEqual(drawn(Color.cyan), [50, 173, 230, 1])
        XCTAssertEqual(drawn(.mint), drawn(Color(red: 0, green: 199.0 / 255, blue: 190.0 / 255)))
    }
}
