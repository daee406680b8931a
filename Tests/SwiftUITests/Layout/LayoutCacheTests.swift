import Foundation
import XCTest
@testable import SwiftUI

/// A custom layout's cache: Apple's documentation of `makeCache(subviews:)` ("Creates and
/// initializes a cache for a layout instance") and `updateCache(_:subviews:)`: "If your custom
/// layout container creates a cache by implementing the makeCache(subviews:) method, SwiftUI
/// calls the update method when your layout or its subviews change". So the cache is made once
/// for the layout's view, and updated, not made again, when what it lays out changes.
final class LayoutCacheTests: XCTestCase {
    final class Calls {
        var made = 0
        var updated = 0
        /// The subview counts the cache held when the layout was placed.
        var placedCounts: [Int] = []
    }

    /// A column that keeps its subviews' count in its cache.
    struct Counting: Layout {
        let calls: Calls

        func makeCache(subviews: Subviews) -> Int {
            calls.made += 1
            return subviews.count
        }

        func updateCache(_ cache: inout Int, subviews: Subviews) {
            calls.updated += 1
            cache = subviews.count
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: 80, height: CGFloat(cache) * 16)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            calls.placedCounts.append(cache)
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index) * 16), proposal: .unspecified)
            }
        }
    }

    struct Rows: View {
        let calls: Calls
        @State var count = 1
        @State var other = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("More") { count += 1 }
                Button("Other \(other)") { other += 1 }
                Column(calls: calls, count: count)
            }
        }
    }

    struct Column: View {
        let calls: Calls
        let count: Int
        var body: some View {
            Counting(calls: calls) {
                ForEach(0..<count, id: \.self) { Text("row \($0)") }
            }
        }
    }

    func testTheCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        let calls = Calls()
        let host = host(Rows(calls: calls), width: 160, height: 160)
        XCTAssertEqual(calls.made, 1)
        XCTAssertEqual(calls.updated, 0, "nothing has changed yet")
        XCTAssertEqual(calls.placedCounts.last, 1)
        host.tap("More")
        XCTAssertEqual(calls.made, 1, "the layout's view stays, and so does its cache")
        XCTAssertGreaterThan(calls.updated, 0)
        XCTAssertEqual(calls.placedCounts.last, 2, "the updated cache is what the layout places with")
        XCTAssertTrue(host.render().contains("row 1"))
    }

    func testAChangeOutsideTheLayoutLeavesItsCacheAlone() {
        let calls = Calls()
        let host = host(Rows(calls: calls), width: 160, height: 160)
        host.tap("Other 0")
        XCTAssertTrue(host.render().contains("Other 1"))
        XCTAssertEqual(calls.made, 1)
        XCTAssertEqual(calls.updated, 0, "neither the layout nor its subviews changed")
    }
}
