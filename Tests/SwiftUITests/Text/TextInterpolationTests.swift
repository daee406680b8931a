import XCTest
@testable import SwiftUI

/// What `Text("…\(value)…")` shows. SwiftUI formats interpolations in a `LocalizedStringKey` with
/// printf specifiers: `%lld` for integers, `%lf` for floating-point numbers (six decimals),
/// or the specifier given (`Text("Volume \(volume, specifier: "%.2f")")`, SwiftUI by Tutorials).
final class TextInterpolationTests: XCTestCase {
    func testSpecifierFormatsTheNumber() {
        let volume = 0.5
        XCTAssertEqual(host(Text("Volume \(volume, specifier: "%.2f")"), width: nil, height: nil).drawnString, "Volume 0.50")
        XCTAssertEqual(host(Text("\(7, specifier: "%03d")"), width: nil, height: nil).drawnString, "007")
    }

    func testPlainInterpolationFormatsAsSwiftUIDoes() {
        let counter = 3
        XCTAssertEqual(host(Text("You've tapped \(counter) times"), width: nil, height: nil).drawnString, "You've tapped 3 times")
        XCTAssertEqual(host(Text("\(2.5)"), width: nil, height: nil).drawnString, "2.500000")
        XCTAssertEqual(host(Text("\("name")!"), width: nil, height: nil).drawnString, "name!")
    }

    func testFormatStyleInterpolationAndInitializer() {
        let pi = 3.14159
        XCTAssertEqual(host(Text("π ≈ \(pi, format: .number.precision(.fractionLength(2)))"), width: nil, height: nil).drawnString, "π ≈ 3.14")
        XCTAssertEqual(host(Text(pi, format: .number.precision(.fractionLength(1))), width: nil, height: nil).drawnString, "3.1")
    }

    func testStringValuesAndVerbatimAreShownAsTheyAre() {
        let name = "100% \\(literal)"
        XCTAssertEqual(host(Text(name), width: nil, height: nil).drawnString, name)
        XCTAssertEqual(host(Text(verbatim: "%d"), width: nil, height: nil).drawnString, "%d")
    }

    /// A `Text` interpolated into another (`LocalizedStringKey.StringInterpolation`'s
    /// `appendInterpolation(_: Text)`, iOS 14) keeps its own styles, as SwiftUI draws
    /// `Text("Press \(Text("Esc").bold()) to close")`, and the sentence wraps as one text: it
    /// draws as the same sentence joined with `+` does.
    func testAnInterpolatedTextKeepsItsStylesAndDrawsAsTheSameConcatenation() {
        let key = "Esc"
        let interpolated = host(Text("Press \(Text(key).bold().foregroundStyle(.blue)) to close"), width: 80, height: nil).drawnTexts
        let concatenated = host(Text("Press ") + Text(key).bold().foregroundStyle(.blue) + Text(" to close"), width: 80, height: nil).drawnTexts
        XCTAssertEqual(interpolated.map(\.placedLines), [["Press  @ 0,0", "to close @ 0,16"], ["Esc @ 48,0"]])
        XCTAssertEqual(interpolated.map(\.placedLines), concatenated.map(\.placedLines))
        XCTAssertEqual(interpolated.map(\.drawing.isBold), [false, true])
        XCTAssertEqual(interpolated.map(\.color), concatenated.map(\.color))
        // Inside Markdown emphasis, the interpolated text is bold too, and keeps its own colour.
        let inside = host(Text("*see \(Text(key).foregroundStyle(.red))*"), width: nil, height: nil).drawnTexts
        XCTAssertEqual(inside.map(\.drawing.isItalic), [true, true])
    }

    func testInterpolatedImageShowsItsGlyph() {
        XCTAssertEqual(host(Text("\(Image(systemName: "star.fill")) 5"), width: nil, height: nil).drawnString, "★ 5")
    }
}
