import XCTest
@testable import SwiftUI

/// Inline Markdown in string literals, as SwiftUI applies it to `Text("…")` (a
/// LocalizedStringKey): bold, italic, both, strikethrough, code and links, as listed in Hacking
/// with Swift's "How to render Markdown content in text"; a String value (`Text(name)`) is
/// shown verbatim, as Apple's LocalizedStringKey documentation says of string variables.
/// Sizes follow the terminal font model: the markup takes no cells.
final class TextMarkdownTests: XCTestCase {
    private func runs(_ text: Text) -> [String] {
        text.runs.map { run in
            var marks = ""
            if run.style.weight == .bold { marks += "b" }
            if run.style.isItalic { marks += "i" }
            if run.style.isStrikethrough { marks += "s" }
            if run.style.foreground == TextRunForeground(Color.accentColor) { marks += "link" }
            return marks.isEmpty ? run.string : "\(run.string)[\(marks)]"
        }
    }

    func testBoldItalicAndBothLeaveTheirDelimitersOut() {
        XCTAssertEqual(runs(Text("**Bold** and *italic*")), ["Bold[b]", " and ", "italic[i]"])
        XCTAssertEqual(runs(Text("__bold__ _it_ ***both***")), ["bold[b]", " ", "it[i]", " ", "both[bi]"])
        XCTAssertEqual(runs(Text("*a **b** c*")), ["a [i]", "b[bi]", " c[i]"])
    }

    func testTheMarkupTakesNoRoom() {
        let host = host(Text("**Note:** read on").accessibilityIdentifier("t"), width: 400, height: 100)
        // "Note: read on" is 13 characters of 8 points.
        XCTAssertEqual(host.frame(ofIdentifier: "t")?.size, CGSize(width: 104, height: 16))
        XCTAssertEqual(host.render(), "Note: read on")
    }

    func testWhatIsNotEmphasisStaysAsWritten() {
        XCTAssertEqual(runs(Text("2 * 3 * 4")), ["2 * 3 * 4"])
        XCTAssertEqual(runs(Text("snake_case_name")), ["snake_case_name"])
        XCTAssertEqual(runs(Text("**unclosed")), ["**unclosed"])
        XCTAssertEqual(runs(Text("\\*not italic\\*")), ["*not italic*"])
    }

    func testCodeStrikethroughAndLinks() {
        XCTAssertEqual(runs(Text("use `padding()` here")), ["use padding() here"])
        XCTAssertEqual(runs(Text("~~gone~~ now")), ["gone[s]", " now"])
        XCTAssertEqual(runs(Text("see [the docs](https://developer.apple.com) first")), ["see ", "the docs[link]", " first"])
    }

    /// Interpolated values and String values are shown as they are.
    func testValuesAreNeverMarkdown() {
        let name = "**Ada**"
        XCTAssertEqual(runs(Text("Hi \(name)!")), ["Hi **Ada**!"])
        XCTAssertEqual(runs(Text(name)), ["**Ada**"])
        XCTAssertEqual(runs(Text(verbatim: "*x*")), ["*x*"])
        XCTAssertEqual(runs(Text("**Hi** \(name)")), ["Hi[b]", " **Ada**"])
    }

    func testBoldRunsDrawBold() {
        let texts = host(Text("**Bold** plain"), width: 400, height: 100).drawnTexts
        XCTAssertEqual(texts.map(\.drawing.string).joined(), "Bold plain")
        XCTAssertEqual(texts.first?.drawing.isBold, true)
        XCTAssertEqual(texts.last?.drawing.isBold, false)
    }
}
