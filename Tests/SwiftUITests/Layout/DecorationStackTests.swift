import XCTest
@testable import SwiftUI

/// Apple's documentation of `overlay(alignment:content:)` and `background(alignment:content:)`:
/// `alignment` is "the alignment that the modifier uses to position the implicit ZStack that
/// groups the foreground views". So the views of the closure are a ZStack of their own (centred,
/// a ZStack's default alignment), and the modifier's alignment places that stack as a unit.
final class DecorationStackTests: XCTestCase {
    /// A 40-point and a 20-point square: the implicit stack is 40×40 at the top leading corner of
    /// the 100-point view, and the small square is centred in it, 10 points in.
    func testOverlayClosureViewsAreOneCentredStack() {
        let view = Color.blue.frame(width: 100, height: 100).overlay(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("big")
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }
        let h = host(view, width: 100, height: 100)
        assertFrame(h.frame(ofIdentifier: "big"), CGRect(x: 0, y: 0, width: 40, height: 40))
        assertFrame(h.frame(ofIdentifier: "small"), CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    /// The same in the bottom trailing corner of a background: the stack spans 60…100.
    func testBackgroundClosureViewsAreOneCentredStack() {
        let view = Color.blue.frame(width: 100, height: 100).background(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("big")
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }
        let h = host(view, width: 100, height: 100)
        assertFrame(h.frame(ofIdentifier: "big"), CGRect(x: 60, y: 60, width: 40, height: 40))
        assertFrame(h.frame(ofIdentifier: "small"), CGRect(x: 70, y: 70, width: 20, height: 20))
    }

    /// The decoration still never changes the size of the view it decorates, and a single view
    /// is aligned by the modifier's alignment directly.
    func testSingleDecorationIsAlignedDirectly() {
        let view = Color.blue.frame(width: 100, height: 100).overlay(alignment: .bottomLeading) {
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }
        let h = host(view, width: 100, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 100, height: 100))
        assertFrame(h.frame(ofIdentifier: "small"), CGRect(x: 0, y: 80, width: 20, height: 20))
    }
}
