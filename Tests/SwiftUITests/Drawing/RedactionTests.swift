import Foundation
import XCTest
@testable import SwiftUI

/// `redacted(reason:)`, `unredacted()` and `EnvironmentValues.redactionReasons`.
final class RedactionTests: XCTestCase {
    /// Apple's docs for `redacted(reason:)` with `.placeholder`: the view's text is shown as
    /// placeholder shapes of the same size. Here each line is a bar of its cells ("Hello" is 5
    /// cells, 40×16 points) in the text's colour at 0.3 opacity (ours), and the view keeps the
    /// size of its text.
    func testPlaceholderDrawsEachLineAsABar() {
        let view = Text("Hello").redacted(reason: .placeholder)
        let host = host(view, width: 200, height: 100)
        let items = host.displayList.items
        XCTAssertEqual(items.count, 1)
        guard let item = items.first, case .fill(let path, let color, _) = item.content else { return XCTFail("no bar") }
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 16))
        var expected = Color.primary.resolve(in: EnvironmentValues())
        expected.opacity = 0.3
        XCTAssertEqual(color, expected)
        XCTAssertEqual(host.render(), "█████")
    }

    /// Two lines give two bars, each as long as its own line without trailing spaces.
    func testEachLineHasItsOwnBar() {
        let view = Text("Hi there").frame(width: 40).redacted(reason: .placeholder)
        let bars = host(view, width: 200, height: 100).displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item.content { path.boundingRect } else { nil }
        }
        XCTAssertEqual(bars.map(\.width), [16, 40])
    }

    /// Apple's docs for `unredacted()`: it removes the redaction reasons from the view, so its
    /// text is drawn as text inside a redacted parent; the environment's reasons say why.
    func testUnredactedShowsTextAndReasonsAreInTheEnvironment() {
        var reasons: [RedactionReasons] = []
        let view = VStack {
            Text("Price")
            Text("£3").unredacted()
            ReasonsReader { reasons.append($0) }
        }
        .redacted(reason: .placeholder)
        let items = host(view, width: 200, height: 100).displayList.items
        let texts = items.compactMap { item -> String? in if case .text(let text, _) = item.content { text.string } else { nil } }
        XCTAssertEqual(texts, ["£3"])
        let bars = items.filter { if case .fill = $0.content { true } else { false } }
        XCTAssertEqual(bars.count, 2, "a bar for \"Price\" and the reader's clear colour")
        XCTAssertEqual(reasons.last, .placeholder)
    }

    /// `.privacy` redacts only privacy-sensitive views in SwiftUI; plain text is drawn.
    func testPrivacyAloneLeavesTextDrawn() {
        let items = host(Text("Card").redacted(reason: .privacy), width: 200, height: 100).displayList.items
        guard case .text = items.first?.content else { return XCTFail("text was hidden") }
    }
}

/// Reports the redaction reasons of its environment.
private struct ReasonsReader: View {
    let report: (RedactionReasons) -> Void
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        report(reasons)
        return Color.clear.frame(width: 0, height: 0)
    }
}
