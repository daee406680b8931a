import Foundation
import XCTest
@testable import SwiftUI

final class MaskAndSafeAreaTests: XCTestCase {
    /// Apple's docs for `mask(alignment:_:)`: the mask is laid out in the view's frame with the
    /// alignment, and the view shows only where the mask draws; layout is unchanged.
    func testMaskClipsToWhatTheMaskDraws() {
        let view = Color.red.frame(width: 40, height: 20)
            .mask(alignment: .trailing) { Rectangle().frame(width: 10, height: 10) }
        let h = host(view, width: 100, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 20))
        let items = h.displayList.items
        XCTAssertEqual(items.count, 1, "the mask itself is not drawn")
        XCTAssertEqual(items[0].clips.first?.boundingRect, CGRect(x: 30, y: 5, width: 10, height: 10))
        XCTAssertEqual(items[0].effects, [.mask])
        // Quadrants (4×8 points) whose centres lie in x 30…40, y 5…15: the lower right of cell 3, the lower half of cell 4.
        XCTAssertEqual(renderedText(view, width: 40, height: 20), "   ▗▄\n")
    }

    /// A mask's opacity multiplies the content's (Apple: the mask's alpha channel is used);
    /// a fully transparent mask hides the view.
    func testMaskOpacityMultipliesTheContents() {
        let faded = host(Color.red.frame(width: 8, height: 8).mask(Color.black.opacity(0.5)), width: 50, height: 50).displayList.items
        XCTAssertEqual(faded.first?.opacity ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(host(Color.red.frame(width: 8, height: 8).mask(Color.clear), width: 50, height: 50).displayList.items.count, 0)
    }

    /// The issue: a terminal has no safe area insets, so ignoring them changes nothing.
    func testIgnoringTheSafeAreaChangesNothing() {
        let plain = renderedText(Color.blue.frame(width: 24, height: 16), width: 80, height: 40)
        XCTAssertEqual(renderedText(Color.blue.frame(width: 24, height: 16).ignoresSafeArea(), width: 80, height: 40), plain)
        XCTAssertEqual(renderedText(Color.blue.frame(width: 24, height: 16).edgesIgnoringSafeArea(.all), width: 80, height: 40), plain)
    }

    /// Apple's docs for `safeAreaInset(edge:alignment:spacing:content:)`: the content is placed
    /// along the edge and the view is inset by it; with no insets of its own, the two are stacked.
    func testSafeAreaInsetPlacesTheContentAtTheEdge() {
        let view = Color.blue.accessibilityIdentifier("main")
            .safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar").accessibilityIdentifier("bar") }
        let h = host(view, width: 80, height: 64)
        XCTAssertEqual(h.frame(ofIdentifier: "main"), CGRect(x: 0, y: 0, width: 80, height: 48))
        XCTAssertEqual(h.frame(ofIdentifier: "bar")?.maxY, 64)
    }

    /// Apple's docs for `safeAreaPadding`: adds to the safe area; content inside it is inset
    /// like padding (16 points by default, as padding's default).
    func testSafeAreaPaddingInsetsLikePadding() {
        let h = host(Color.blue.accessibilityIdentifier("main").safeAreaPadding(), width: 80, height: 64)
        XCTAssertEqual(h.frame(ofIdentifier: "main"), CGRect(x: 16, y: 16, width: 48, height: 32))
    }
}
