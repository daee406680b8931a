import XCTest
@testable import SwiftUI

/// Fonts, weights and colours, read from the display list. As in SwiftUI (Thinking in SwiftUI
/// ch. 3), `font(_:)` on a container writes the environment and reaches every Text inside, while
/// `font(_:)` on a Text is stored in the Text and wins. In the terminal font model a weight of
/// semibold or more draws bold (so `.headline` is bold) and no font changes the size.
final class TextStyleTests: XCTestCase {
    func testContainerFontReachesTextsAndATextsOwnFontWins() {
        let view = VStack {
            Text("inherits")
            Text("own").font(.body)
        }.font(.headline)
        let texts = host(view, width: nil, height: nil).drawnTexts
        XCTAssertEqual(texts.map(\.drawing.string), ["inherits", "own"])
        XCTAssertEqual(texts.map(\.drawing.isBold), [true, false])
    }

    func testBoldItalicAndWeightOnText() {
        let view = VStack {
            Text("bold").bold()
            Text("italic").italic()
            Text("heavy").fontWeight(.heavy)
            Text("light").font(.title.weight(.light))
            Text("plain")
        }
        let texts = host(view, width: nil, height: nil).drawnTexts
        XCTAssertEqual(texts.map(\.drawing.isBold), [true, false, true, false, false])
        XCTAssertEqual(texts.map(\.drawing.isItalic), [false, true, false, false, false])
    }

    func testBoldFontsAndBoldOnAContainer() {
        let view = VStack {
            Text("system").font(.system(size: 60, weight: .bold))
            Text("styled").font(.system(.body, design: .serif).bold())
            Text("italic font").font(.caption.italic())
        }.bold(false)
        XCTAssertEqual(host(view, width: nil, height: nil).drawnTexts.map(\.drawing.isBold), [true, true, false])
        let container = VStack { Text("a").font(.title) }.bold()
        XCTAssertEqual(host(container, width: nil, height: nil).drawnTexts.first?.drawing.isBold, true)
        XCTAssertEqual(host(Text("b").font(.caption.italic()), width: nil, height: nil).drawnTexts.first?.drawing.isItalic, true)
    }

    func testForegroundColorOnTheTextWinsOverTheContainers() {
        let view = VStack {
            Text("blue")
            Text("red").foregroundColor(.red)
        }.foregroundColor(.blue)
        XCTAssertEqual(host(view, width: nil, height: nil).drawnTexts.map(\.color), [resolved(.blue), resolved(.red)])
        XCTAssertEqual(host(Text("plain"), width: nil, height: nil).drawnTexts.first?.color, resolved(.primary))
    }

    func testConcatenatedTextsKeepTheirOwnStyles() {
        // "Hello, " is 7 cells, so "World" starts 56 pt in; together 12 cells.
        let text = Text("Hello, ").bold() + Text("World").foregroundColor(.red)
        let h = host(text, width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 96, height: 16))
        let texts = h.drawnTexts
        XCTAssertEqual(texts.map(\.placedLines), [["Hello,  @ 0,0"], ["World @ 56,0"]])
        XCTAssertEqual(texts.map(\.drawing.isBold), [true, false])
        XCTAssertEqual(texts.map(\.color), [resolved(.primary), resolved(.red)])
    }

    func testConcatenatedTextsWrapAsOneText() {
        // One paragraph for wrapping: "The quick" | "brown fox" at 10 cells, styles split per run.
        let text = Text("The quick ") + Text("brown").italic() + Text(" fox")
        let texts = host(text, width: 80, height: nil).drawnTexts
        XCTAssertEqual(texts.map(\.placedLines), [["The quick @ 0,0", " fox @ 40,16"], ["brown @ 0,16"]])
    }

    func testStylingAConcatenationKeepsEachRunsOwnSetting() {
        let text = (Text("a").font(.body) + Text("b")).font(.headline)
        XCTAssertEqual(host(text, width: nil, height: nil).drawnTexts.map(\.drawing.isBold), [false, true])
    }

    /// Lines under and through text are style: the size is the plain text's (SwiftUI's
    /// `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` change no metrics).
    func testUnderlineAndStrikethroughAreStyleOnly() {
        let view = VStack(alignment: .leading) {
            Text("under").underline()
            Text("through").strikethrough()
            Text("neither").underline(false)
        }
        let h = host(view, width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 56, height: 64))
        XCTAssertEqual(h.drawnTexts.map(\.drawing.isUnderlined), [true, false, false])
        XCTAssertEqual(h.drawnTexts.map(\.drawing.isStrikethrough), [false, true, false])
    }
}
