import Foundation
import XCTest
@testable import SwiftUI

/// Typography that one terminal font cannot show, and the symbol and control appearance that a
/// terminal draws one way: each modifier compiles as iOS 17 tutorials write it and leaves the size
/// and the picture as they are without it (their `///` comments say "Accepted:";
/// docs/deviations.md, the terminal font model). `underline` and `strikethrough` on a container
/// (iOS 16) are drawn, reaching the texts inside as `Text.underline` does.
final class TextTypographyTests: XCTestCase {
    /// On a Text, each returns a Text, so styled texts still concatenate (`Text + Text`).
    func testTextModifiersReturnTextAndDrawTheSame() {
        let styled: Text = Text("Total: ")
            .fontWidth(.condensed)
            .fontDesign(.rounded)
            .kerning(1.5)
            .tracking(2)
            .baselineOffset(4)
            + Text("42").monospacedDigit().monospaced()
        let plain = Text("Total: ") + Text("42")
        assertDrawsAlike(styled, plain)
        assertDrawsAlike(Text("Wide").fontWidth(.expanded).fontDesign(nil).monospaced(false), Text("Wide"))
        assertDrawsAlike(Text("Tight").kerning(-2).tracking(-1).baselineOffset(-3), Text("Tight"))
    }

    /// On a container, as in `VStack { … }.fontDesign(.serif).monospacedDigit()`; a text too long
    /// for its 80-point frame truncates the same with `allowsTightening(true)`.
    func testViewModifiersDrawTheSame() {
        let content = VStack(alignment: .leading) {
            Text("Departures")
            Text("Platform 9¾ at 11:00")
            Image(systemName: "star.fill")
        }
        let modified = content
            .fontWidth(.compressed)
            .fontDesign(.serif)
            .monospaced()
            .monospacedDigit()
            .kerning(1)
            .tracking(0.5)
            .baselineOffset(2)
            .allowsTightening(true)
        assertDrawsAlike(modified, content)
        let long = Text("A title too long for its frame").lineLimit(1).frame(width: 80)
        assertDrawsAlike(long.allowsTightening(true), long)
        assertDrawsAlike(Text("x").font(.title.width(.expanded)), Text("x").font(.title))
        XCTAssertEqual(Font.Width.standard.value, 0)
        XCTAssertLessThan(Font.Width.compressed.value, Font.Width.condensed.value)
    }

    /// Symbols: rendering modes and variants on an image and on a container.
    func testSymbolModifiersDrawTheSame() {
        let symbol = Image(systemName: "heart")
        let modes: [SymbolRenderingMode] = [.monochrome, .multicolor, .hierarchical, .palette]
        for mode in modes {
            assertDrawsAlike(symbol.symbolRenderingMode(mode), symbol)
            assertDrawsAlike(HStack { symbol; Text("Like") }.symbolRenderingMode(mode), HStack { symbol; Text("Like") })
        }
        let variants: [SymbolVariants] = [.none, .fill, .circle, .circle.fill, .square, .rectangle, .slash]
        for variant in variants {
            assertDrawsAlike(Label("Favourites", systemImage: "heart").symbolVariant(variant),
                             Label("Favourites", systemImage: "heart"))
        }
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
        XCTAssertEqual(SymbolVariants.fill.fill, .fill)
    }

    /// The environment values the modifiers set: `symbolRenderingMode` is `nil` and
    /// `symbolVariants` `.none` unless set, and the modifiers set them for the view inside.
    func testSymbolEnvironmentValues() {
        let plain = TerminalHost(rootView: Image(systemName: "heart").accessibilityIdentifier("symbol"))
        XCTAssertEqual(plain.environmentValue(\.symbolRenderingMode, for: "symbol"), .some(nil))
        XCTAssertEqual(plain.environmentValue(\.symbolVariants, for: "symbol"), SymbolVariants.none)
        let set = TerminalHost(rootView: Image(systemName: "heart").accessibilityIdentifier("symbol")
            .symbolRenderingMode(.hierarchical).symbolVariant(.circle.fill))
        XCTAssertEqual(set.environmentValue(\.symbolRenderingMode, for: "symbol"), .hierarchical)
        XCTAssertEqual(set.environmentValue(\.symbolVariants, for: "symbol"), .circle.fill)
    }

    /// Control size and button border shape, on bordered buttons as Apple's documentation of
    /// `controlSize(_:)` and `buttonBorderShape(_:)` shows them; `controlSize` is `.regular`
    /// unless set (SwiftUI's default).
    func testControlSizeAndBorderShapeDrawTheSame() {
        let buttons = HStack {
            Button("Cancel") {}.buttonStyle(.bordered)
            Button("Save") {}.buttonStyle(.borderedProminent)
        }
        for size in ControlSize.allCases {
            assertDrawsAlike(buttons.controlSize(size), buttons)
        }
        let shapes: [ButtonBorderShape] = [.automatic, .capsule, .circle, .roundedRectangle, .roundedRectangle(radius: 8)]
        for shape in shapes {
            assertDrawsAlike(buttons.buttonBorderShape(shape), buttons)
        }
        let plain = TerminalHost(rootView: Color.red.accessibilityIdentifier("c"))
        XCTAssertEqual(plain.environmentValue(\.controlSize, for: "c"), .regular)
        let large = TerminalHost(rootView: Color.red.accessibilityIdentifier("c").controlSize(.large))
        XCTAssertEqual(large.environmentValue(\.controlSize, for: "c"), .large)
    }

    /// `underline()` and `strikethrough()` on a container reach every text inside, as
    /// `Text.underline()` does for one text; `false` leaves them, and sizes do not change.
    func testUnderlineAndStrikethroughOnAContainer() {
        let content = VStack {
            Text("Terms")
            Text("Conditions")
        }
        let underlined = host(content.underline(), width: 320, height: nil)
        XCTAssertEqual(underlined.drawnTexts.map(\.drawing.isUnderlined), [true, true])
        XCTAssertEqual(underlined.drawnTexts.map(\.drawing.isStrikethrough), [false, false])
        let struck = host(content.strikethrough(), width: 320, height: nil)
        XCTAssertEqual(struck.drawnTexts.map(\.drawing.isStrikethrough), [true, true])
        XCTAssertEqual(struck.size, host(content, width: 320, height: nil).size)
        // The terminal's underline is an escape code (SGR 4), which only coloured output shows.
        XCTAssertNotEqual(underlined.render(colors: .trueColor), host(content, width: 320, height: nil).render(colors: .trueColor))
        XCTAssertEqual(underlined.render(), host(content, width: 320, height: nil).render())
        assertDrawsAlike(content.underline(false).strikethrough(false), content)
        // The same as each text's own underline.
        let own = VStack {
            Text("Terms").underline()
            Text("Conditions").underline()
        }
        assertDrawsAlike(content.underline(true, pattern: .dash, color: .red), own)
    }
}

/// Asserts that `modified` and `plain` lay out to the same size and draw the same picture, plain
/// and in colour, from the same display list.
private func assertDrawsAlike<A: View, B: View>(_ modified: A, _ plain: B, file: StaticString = #filePath, line: UInt = #line) {
    let a = host(modified, width: 320, height: nil), b = host(plain, width: 320, height: nil)
    XCTAssertEqual(a.size, b.size, file: file, line: line)
    XCTAssertEqual(a.render(), b.render(), file: file, line: line)
    XCTAssertEqual(a.render(colors: .trueColor), b.render(colors: .trueColor), file: file, line: line)
    XCTAssertEqual("\(a.displayList.items)", "\(b.displayList.items)", file: file, line: line)
}
