import TerminalSupport
import XCTest
@testable import SwiftUI

/// Images: "By default, Image views have a fixed size… the image view's layout method ignores the
/// size proposed"; `.resizable` "stretches the image to fill the proposed size" (Thinking in
/// SwiftUI ch. 4). The terminal image is a 16×16-pt square: a glyph and a space.
final class ImageTests: XCTestCase {
    func testImageHasAFixedSizeUnderAnyProposal() {
        let proposals: [(CGFloat?, CGFloat?)] = [(nil, nil), (0, 0), (100, 50), (.infinity, .infinity), (5, 500)]
        for (width, height) in proposals {
            XCTAssertEqual(host(Image(systemName: "star"), width: width, height: height).size, CGSize(width: 16, height: 16))
        }
    }

    func testResizableImageTakesTheProposalAndItsNaturalSizeAsIdeal() {
        XCTAssertEqual(host(Image(systemName: "star").resizable(), width: 100, height: 50).size, CGSize(width: 100, height: 50))
        XCTAssertEqual(host(Image(systemName: "star").resizable(), width: nil, height: nil).size, CGSize(width: 16, height: 16))
        XCTAssertEqual(host(Image(systemName: "star").resizable(), width: nil, height: 40).size, CGSize(width: 16, height: 40))
    }

    func testResizableImageDrawsItsGlyphCentred() {
        // The 16×16 glyph square centred in 100×50: (50 − 8, 25 − 8).
        let h = host(Image(systemName: "star.fill").resizable(), width: 100, height: 50)
        XCTAssertEqual(h.drawnTexts.first?.placedLines, ["★  @ 42,17"])
        // Column 42 / 8 ≈ 5, row 17 / 16 ≈ 1, on a canvas of the 50-pt height's four rows.
        XCTAssertEqual(h.render(), "\n     ★\n\n")
    }

    func testAspectRatioTakesTheRatioOfTheNaturalSquare() {
        // The book's third image, `image.resizable().aspectRatio(contentMode: .fit)`: the ratio of
        // the 16×16 natural size is 1, so in 100×50 it takes the largest square, 50×50.
        let h = host(Image(systemName: "ellipsis").resizable().aspectRatio(contentMode: .fit), width: 100, height: 50)
        XCTAssertEqual(h.size, CGSize(width: 50, height: 50))
    }

    func testSymbolsDrawTheirGlyphAndASpace() {
        let names = ["star", "star.fill", "heart.fill", "checkmark", "xmark", "ellipsis", "01.circle", "chevron.up.square", "no.such.symbol"]
        let drawn = names.map { host(Image(systemName: $0), width: nil, height: nil).drawnString }
        XCTAssertEqual(drawn, ["☆ ", "★ ", "♥ ", "✓ ", "✗ ", "… ", "① ", "⌃ ", "◆ "])
    }

    /// Names that tutorials use often (Apple's SwiftUI tutorials, Hacking with Swift) draw a glyph of
    /// their own, without a warning: directions by reading order (`chevron.forward` is right in a
    /// left-to-right language), and variants fall back to their base name (`arrow.up.circle.fill`
    /// to `arrow.up`).
    func testCommonSymbolsHaveDrawings() {
        let names = ["chevron.forward", "chevron.backward", "sparkles", "squareshape.fill", "square.and.pencil",
                     "arrow.up.circle.fill", "plus.circle.fill", "person.crop.circle.badge.plus", "cart.fill",
                     "chart.bar.fill", "line.3.horizontal.decrease.circle", "cloud.sun.fill", "figure.walk",
                     "die.face.5", "3.circle", "bell.badge.fill", "eye.slash", "mic.fill", "gamecontroller.fill"]
        let warnings = collectingWarnings {
            for name in names { XCTAssertNotEqual(SystemSymbols.glyph(named: name), SystemSymbols.unknown, name) }
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(SystemSymbols.glyph(named: "chevron.forward"), SystemSymbols.glyph(named: "chevron.right"))
        XCTAssertGreaterThan(SystemSymbols.glyphs.count, 300, "a few hundred of the most used names")
    }

    /// A symbol is one glyph and a space, a 16×16-point square: every glyph takes one column (no
    /// emoji, which terminals draw two columns wide).
    func testEverySymbolGlyphTakesOneColumn() {
        for (name, glyph) in SystemSymbols.glyphs {
            XCTAssertEqual(glyph.unicodeScalars.count, 1, name)
            XCTAssertEqual(glyph.unicodeScalars.first.map(TerminalColumnCount.of), 1, "\(name): \(glyph)")
        }
    }

    /// A name without a drawing is said once, not at every layout (SwiftUI logs "No symbol named
    /// '…' found in system symbol set" once for a name SF Symbols lacks); a known name says nothing.
    func testASymbolWithoutADrawingWarnsOnce() {
        let warnings = collectingWarnings {
            let h = host(VStack { Image(systemName: "learn.test.unknown"); Image(systemName: "star") }, width: 100, height: 50)
            _ = h.render()
            h.proposal = ProposedViewSize(width: 80, height: 40)
            _ = h.render()
        }
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains(#"no drawing for the symbol "learn.test.unknown""#) == true, "\(warnings)")
    }

    func testAssetImageIsAPlaceholder() {
        let h = host(Image("photo"), width: 300, height: 300)
        XCTAssertEqual(h.size, CGSize(width: 16, height: 16))
        XCTAssertEqual(h.drawnString, "▣ ")
    }

    func testSymbolsTakeTheForegroundColourUnlessDrawnOriginal() {
        let tinted = host(Image(systemName: "star").foregroundColor(.red), width: nil, height: nil)
        XCTAssertEqual(tinted.drawnTexts.first?.color, resolved(.red))
        let original = host(Image(systemName: "star").renderingMode(.original).foregroundColor(.red), width: nil, height: nil)
        XCTAssertEqual(original.drawnTexts.first?.color, resolved(.primary))
        let asset = host(Image("photo").foregroundColor(.red), width: nil, height: nil)
        XCTAssertEqual(asset.drawnTexts.first?.color, resolved(.primary))
        let templateAsset = host(Image("photo").renderingMode(.template).foregroundColor(.red), width: nil, height: nil)
        XCTAssertEqual(templateAsset.drawnTexts.first?.color, resolved(.red))
    }

    func testTraceLabelNamesTheImage() {
        XCTAssertEqual(host(Image(systemName: "star"), width: nil, height: nil).layoutTrace().steps.first?.view, "Image(systemName: \"star\")")
        XCTAssertEqual(host(Image("photo"), width: nil, height: nil).layoutTrace().steps.first?.view, "Image(\"photo\")")
    }
}
