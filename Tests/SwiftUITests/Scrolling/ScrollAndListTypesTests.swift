import Foundation
import XCTest
@testable import SwiftUI

/// Scrolling types passed around in code (a ScrollViewProxy handed to a subview, a
/// PinnedScrollableViews value, a ScrollIndicatorVisibility) and a row's own insets in a list.
final class ScrollAndListTypesTests: XCTestCase {
    /// ScrollViewProxy handed to another view, as Apple's ScrollViewReader example does: its
    /// scrollTo(_:anchor:) puts row 5's top at the viewport's top (250 of the 500 pt of rows is
    /// within the 500 − 176 = 324 pt that the viewport can scroll).
    func testScrollViewProxyPassedToASubview() {
        struct JumpButton: View {
            let proxy: ScrollViewProxy
            var body: some View { Button("Jump") { proxy.scrollTo(5, anchor: .top) } }
        }
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        JumpButton(proxy: proxy)
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<10, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") }
                            }
                        }.accessibilityIdentifier("scroll")
                    }
                }
            }
        }
        let host = host(Screen(), width: 100, height: 200)
        let viewport = host.frame(ofIdentifier: "scroll")!
        XCTAssertNotEqual(host.frame(ofIdentifier: "row5")?.minY, viewport.minY)
        XCTAssertTrue(host.tap("Jump"))
        XCTAssertEqual(host.frame(ofIdentifier: "row5")?.minY, viewport.minY)
    }

    /// PinnedScrollableViews `.sectionHeaders` (Apple: "the header views pin to the top of the
    /// scroll view while the section's content is visible"); with an empty set the header
    /// scrolls away with its rows.
    func testPinnedScrollableViewsKeepsTheHeader() {
        func headerY(_ pinned: PinnedScrollableViews) -> CGFloat? {
            let h = host(ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    Section {
                        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
                    } header: { Text("Header").accessibilityIdentifier("header") }
                }
            }, width: 200, height: 200)
            h.scroll(by: 100)
            return h.frame(ofIdentifier: "header")?.minY
        }
        XCTAssertEqual(headerY(.sectionHeaders), 0)
        XCTAssertLessThanOrEqual(headerY([]) ?? -.infinity, -16, "unpinned, the 16-pt header scrolls out of view")
    }

    /// ScrollIndicatorVisibility: `.visible` draws the bar, `.never` and `.hidden` do not.
    func testScrollIndicatorVisibility() {
        func drawsBar(_ visibility: ScrollIndicatorVisibility) -> Bool {
            host(ScrollView { Color.red.frame(height: 640) }.scrollIndicators(visibility), width: 80, height: 64)
                .displayList.items.contains { $0.frame.width == 0 && $0.frame.minX == 80 - ScrollIndicator.thickness / 2 }
        }
        XCTAssertTrue(drawsBar(.visible))
        XCTAssertFalse(drawsBar(.never))
        XCTAssertFalse(drawsBar(.hidden))
    }

    /// listRowInsets(_:) replaces the row's insets (Apple: "Applies an inset to the rows in a
    /// list"): 40 pt leading puts the row's text at x 40, where the plain style's default is 16.
    func testListRowInsetsMoveTheRowsContent() {
        let h = host(List {
            Text("Inset").accessibilityIdentifier("inset").listRowInsets(EdgeInsets(top: 16, leading: 40, bottom: 16, trailing: 0))
            Text("Plain").accessibilityIdentifier("plain")
        }.listStyle(.plain), width: 200, height: 300)
        XCTAssertEqual(h.frame(ofIdentifier: "inset")?.minX, 40)
        XCTAssertEqual(h.frame(ofIdentifier: "plain")?.minX, 16)
    }
}
