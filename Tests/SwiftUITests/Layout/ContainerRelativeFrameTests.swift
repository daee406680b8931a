import Foundation
import XCTest
@testable import SwiftUI

/// `containerRelativeFrame`: frames sized from the nearest container (a scroll view or the window).
final class ContainerRelativeFrameTests: XCTestCase {
    /// Apple's docs for `containerRelativeFrame(_:alignment:)`: on the given axes the view is as
    /// big as its container, here the window (the 200×100 proposal); on the other axis it keeps
    /// its own size (a 16-point-high frame), and a small view is centred in the frame.
    func testTheWindowIsTheContainerWithoutAScrollView() {
        let view = VStack {
            Color.red.frame(height: 16).containerRelativeFrame(.horizontal).accessibilityIdentifier("bar")
            Text("Hi").containerRelativeFrame(.horizontal).accessibilityIdentifier("text")
        }
        .padding(20)
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.frame(ofIdentifier: "bar")?.size, CGSize(width: 200, height: 16))
        XCTAssertEqual(h.frame(ofIdentifier: "text")?.size, CGSize(width: 200, height: 16))
    }

    /// The count form, Apple's example of cards in a horizontal scroll view: with count 3 and
    /// spacing 10, a column of the 200-point scroll view is (200 − 2 × 10) / 3 = 60 points; a
    /// card spanning 2 columns is 60 × 2 + 10 = 130.
    func testCountSpanAndSpacingDivideTheScrollView() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("one")
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("two")
            }
            .frame(height: 32)
        }
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.frame(ofIdentifier: "one")?.width, 60)
        XCTAssertEqual(h.frame(ofIdentifier: "two")?.width, 130)
        XCTAssertEqual(h.frame(ofIdentifier: "one")?.height, 32)
    }

    /// The closure form gets the container's length on each axis: half the 100-point height.
    func testTheClosureFormComputesTheLength() {
        let view = Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .vertical ? length / 2 : length / 4
        }
        .accessibilityIdentifier("box")
        XCTAssertEqual(host(view, width: 200, height: 100).frame(ofIdentifier: "box")?.size, CGSize(width: 50, height: 50))
    }
}
