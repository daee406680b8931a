import XCTest
@testable import SwiftUI

/// `LayoutValueKey`: a view hands its layout a value with `layoutValue(key:value:)`, and the
/// layout reads it from the subview proxy, the default when none was set (WWDC22, "Compose
/// custom layouts with SwiftUI": the radial layout reads each avatar's rank; catalogue 002-T20).
final class LayoutValueKeyTests: XCTestCase {
    struct Rank: LayoutValueKey {
        static let defaultValue = 1
    }

    /// Places its subviews in a row, ordered by rank.
    struct RankedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 16)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    func testALayoutReadsEachSubviewsValueOrTheDefault() {
        let row = RankedRow {
            Text("b").layoutValue(key: Rank.self, value: 2)
            Text("c").layoutValue(key: Rank.self, value: 3)
            Text("a")
        }
        XCTAssertEqual(host(row, width: nil, height: nil).render(), "abc")
    }

    /// The value belongs to the view as the layout sees it, through modifiers wrapping it.
    func testTheValuePassesOutThroughModifiers() {
        let row = RankedRow {
            Text("b").layoutValue(key: Rank.self, value: 2).frame(width: 8)
            Text("a")
        }
        XCTAssertEqual(host(row, width: nil, height: nil).render(), "ab")
    }
}
