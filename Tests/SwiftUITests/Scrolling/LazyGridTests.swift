import XCTest
@testable import SwiftUI

/// Lazy grids: their columns as objc.io measured real SwiftUI ("SwiftUI's Grid Views", 2020:
/// fixed columns first at their size, then each other column offered what is left divided by
/// the columns left, adaptive columns then split into as many of their minimum as fit, and the
/// whole worked out a second time for the width the first gave), views made only as their row
/// comes into view (Apple, "Creating performant scrollable stacks").
private func cell(_ number: Int) -> some View {
    Color.blue.frame(height: 40).accessibilityIdentifier("cell\(number)")
}

final class LazyGridTests: XCTestCase {

    func testAFixedColumnKeepsItsWidthAndAnAdaptiveOneFitsAsManyAsItCan() {
        // objc.io's first quiz: 200 points, a fixed 70 and an adaptive minimum 40. 200 - 70 - 8
        // leaves 122 for the adaptive item: two columns of (122 - 8) / 2 = 57 fit, three do not.
        let host = host(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6, id: \.self) { cell($0) }
        }, width: 200, height: 400)
        assertFrame(host.frame(ofIdentifier: "cell0"), CGRect(x: 0, y: 0, width: 70, height: 40))
        assertFrame(host.frame(ofIdentifier: "cell1"), CGRect(x: 78, y: 0, width: 57, height: 40))
        assertFrame(host.frame(ofIdentifier: "cell2"), CGRect(x: 143, y: 0, width: 57, height: 40))
        // Three views a row; the next row starts after the default spacing of 8.
        assertFrame(host.frame(ofIdentifier: "cell3"), CGRect(x: 0, y: 48, width: 70, height: 40))
    }

    func testFlexibleColumnsAreWorkedOutTwiceAndCanOverflow() {
        // Two flexible columns of minimum 100 and 180 in 300: the first pass gives 146 and 180
        // (334 in all); the second, for 334, gives (334 - 8) / 2 = 163 and 180: 351 wide.
        let host = host(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            ForEach(0..<2, id: \.self) { cell($0) }
        }.accessibilityIdentifier("grid"), width: 300, height: 200)
        XCTAssertEqual(host.frame(ofIdentifier: "grid")?.width, 351)
        XCTAssertEqual(host.frame(ofIdentifier: "cell0")?.width, 163)
        XCTAssertEqual(host.frame(ofIdentifier: "cell1")?.width, 180)
    }

    func testOnlyTheRowsInViewAreMade() {
        struct Tile: View {
            let number: Int
            var body: some View { Color.green.frame(height: 40).accessibilityIdentifier("tile\(number)") }
        }
        let host = host(ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
                ForEach(0..<30_000, id: \.self) { Tile(number: $0) }
            }
        }, width: 200, height: 200)
        // Rows of 40 start every 48 points: rows at 0, 48, 96, 144 and 192 begin within 200.
        XCTAssertEqual(host.bodyEvaluations, Array(repeating: "Tile", count: 15))
        XCTAssertNil(host.frame(ofIdentifier: "tile15"))
        host.scroll(by: 480)
        XCTAssertNotNil(host.frame(ofIdentifier: "tile30"))
        XCTAssertNil(host.frame(ofIdentifier: "tile0"))
    }

    func testALazyHGridFillsColumnsTopToBottom() {
        let host = host(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<6, id: \.self) { Color.red.frame(width: 30).accessibilityIdentifier("cell\($0)") }
            }
        }, width: 200, height: 88)
        assertFrame(host.frame(ofIdentifier: "cell1"), CGRect(x: 0, y: 48, width: 30, height: 40))
        assertFrame(host.frame(ofIdentifier: "cell2"), CGRect(x: 38, y: 0, width: 30, height: 40))
    }

    func testASectionHeaderTakesARowOfItsOwn() {
        let host = host(LazyVGrid(columns: [GridItem(), GridItem()]) {
            Section { cell(0); cell(1); cell(2) } header: { Text("Top").accessibilityIdentifier("header") }
            Section { cell(3) }
        }, width: 200, height: 400)
        XCTAssertEqual(host.frame(ofIdentifier: "header")?.minY, 0)
        XCTAssertEqual(host.frame(ofIdentifier: "cell0")?.minY, 24)
        // cell2 starts the section's second row; cell3 starts a row of its own section.
        XCTAssertEqual(host.frame(ofIdentifier: "cell2")?.minX, 0)
        XCTAssertEqual(host.frame(ofIdentifier: "cell3")?.minX, 0)
        XCTAssertEqual(host.frame(ofIdentifier: "cell3")?.minY, 24 + 48 + 48)
    }

    func testAPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        // Apple, PinnedScrollableViews.sectionHeaders: "the header views pin to the top of the
        // scroll view while the section's content is visible".
        let host = host(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                Section {
                    ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
                } header: { Text("Header").accessibilityIdentifier("first") }
                Section {
                    ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
                } header: { Text("Second").accessibilityIdentifier("second") }
            }
        }, width: 200, height: 200)
        host.scroll(by: 100)
        XCTAssertEqual(host.frame(ofIdentifier: "first")?.minY, 0)
        // Near the section's end (16 + 800 points long), the next header pushes it up. (Scrolled
        // a screen at a time, so every row has been measured and none is an estimate.)
        for _ in 0..<7 { host.scroll(by: 100) }
        XCTAssertEqual(host.frame(ofIdentifier: "first")?.minY, 816 - 16 - 800)
        XCTAssertEqual(host.frame(ofIdentifier: "second")?.minY, 16)
    }

    func testAPinnedFooterStaysAtTheBottomWhileItsSectionIsShown() {
        // Apple, PinnedScrollableViews.sectionFooters: "the footer views pin to the bottom of
        // the scroll view while the section's content is visible".
        let host = host(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionFooters) {
                Section {
                    ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
                } footer: { Text("First end").accessibilityIdentifier("first") }
                Section {
                    ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
                } footer: { Text("Second end").accessibilityIdentifier("second") }
            }
        }, width: 200, height: 200)
        // The first section's rows fill the 200-point view, so its footer (16 points) sits on
        // the view's bottom edge, though its place is 800 points down.
        XCTAssertEqual(host.frame(ofIdentifier: "first")?.minY, 200 - 16)
        host.scroll(by: 100)
        XCTAssertEqual(host.frame(ofIdentifier: "first")?.minY, 200 - 16)
        // Scrolled past the first section (800 + 16 points), the footer at its place has gone
        // up out of view with its section, and the second footer is pinned instead.
        for _ in 0..<8 { host.scroll(by: 100) }
        XCTAssertEqual(host.frame(ofIdentifier: "second")?.minY, 200 - 16)
        XCTAssertNil(host.frame(ofIdentifier: "first"))
    }
}
