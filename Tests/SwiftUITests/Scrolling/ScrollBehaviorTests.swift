import XCTest
@testable import SwiftUI

/// The modifiers that change how scroll views scroll and show their content (Apple's
/// documentation of each, cited at each test). The content throughout is ten 50-point rows in a
/// 100-point scroll view: 500 points, which scroll 400.
final class ScrollBehaviorTests: XCTestCase {
    private func rows(_ count: Int = 10, height: CGFloat = 50) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { Color.red.frame(height: height).accessibilityIdentifier("row\($0)") }
        }
    }

    /// `scrollDisabled(true)`: "disables or enables scrolling in scrollable views"; the
    /// environment's `isScrollEnabled` is false inside.
    func testScrollDisabled() {
        let host = host(ScrollView { rows() }.scrollDisabled(true), width: 100, height: 100)
        let warnings = collectingWarnings { XCTAssertFalse(host.scroll(by: 50)) }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(host.scrollOffset()?.y, 0)
        XCTAssertEqual(host.environmentValue(\.isScrollEnabled, for: "row0"), false)
        let enabled = SwiftUITests.host(ScrollView { rows() }, width: 100, height: 100)
        XCTAssertEqual(enabled.environmentValue(\.isScrollEnabled, for: "row0"), true)
        XCTAssertTrue(enabled.scroll(by: 50))
        // A List is a scroll view too.
        let list = SwiftUITests.host(List(0..<20, id: \.self) { Text("\($0)") }.scrollDisabled(true), width: 100, height: 100)
        _ = collectingWarnings { XCTAssertFalse(list.scroll(by: 50)) }
    }

    /// A scroll view clips its content; `scrollClipDisabled()` lets it draw past its edges:
    /// the 500 points of rows are drawn whole (the picture grows to hold what views draw).
    func testScrollClipDisabled() {
        func drawnRows(_ view: some View) -> Int {
            let picture = SwiftUITests.host(VStack { view.frame(height: 100); Spacer(minLength: 0) }, width: 100, height: 600).render()
            return picture.split(separator: "\n").filter { $0.contains("█") }.count
        }
        // 100 points are 6¼ rows of cells: the clipped view fills 6 or 7 of them.
        XCTAssertLessThanOrEqual(drawnRows(ScrollView { rows() }), 7)
        XCTAssertGreaterThanOrEqual(drawnRows(ScrollView { rows() }.scrollClipDisabled()), 31)
    }

    /// `defaultScrollAnchor(.bottom)`: the scroll view starts at the end of its content.
    func testDefaultScrollAnchor() {
        let host = host(ScrollView { rows() }.defaultScrollAnchor(.bottom), width: 100, height: 100)
        XCTAssertEqual(host.scrollOffset()?.y, 400)
        assertFrame(host.frame(ofIdentifier: "row9"), CGRect(x: 0, y: 50, width: 100, height: 50))
        // Once placed, it stays where a person scrolls it.
        host.scroll(by: -100)
        host.update()
        XCTAssertEqual(host.scrollOffset()?.y, 300)
        let center = SwiftUITests.host(ScrollView { rows() }.defaultScrollAnchor(.center), width: 100, height: 100)
        XCTAssertEqual(center.scrollOffset()?.y, 200)
    }

    /// `contentMargins(.horizontal, 20)`: the content is inset 20 points from the scroll view's
    /// sides; `contentMargins(.top, 30)` 30 from its top, a margin that scrolls away with it.
    func testContentMargins() {
        let host = host(ScrollView { rows() }.contentMargins(.horizontal, 20).contentMargins(.top, 30, for: .scrollContent), width: 100, height: 100)
        assertFrame(host.frame(ofIdentifier: "row0"), CGRect(x: 20, y: 30, width: 60, height: 50))
        // 530 points in 100 scroll 430.
        host.scroll(by: 1000)
        XCTAssertEqual(host.scrollOffset()?.y, 430)
        // Margins for the scroll bar alone move no content.
        let indicators = SwiftUITests.host(ScrollView { rows() }.contentMargins(.top, 30, for: .scrollIndicators), width: 100, height: 100)
        XCTAssertEqual(indicators.frame(ofIdentifier: "row0")?.minY, 0)
    }

    /// `scrollTargetBehavior(.paging)`: the scroll view rests on whole pages (its own height);
    /// a short scroll goes on to the next page, as a flick does.
    func testPaging() {
        let host = host(ScrollView { rows() }.scrollTargetBehavior(.paging), width: 100, height: 100)
        XCTAssertTrue(host.scroll(by: 30))
        XCTAssertEqual(host.scrollOffset()?.y, 100)
        host.scroll(by: 100)
        XCTAssertEqual(host.scrollOffset()?.y, 200)
        host.scroll(by: -10)
        XCTAssertEqual(host.scrollOffset()?.y, 100)
        // 450 points scroll 350: the last page rests at the end, without a warning.
        let short = SwiftUITests.host(ScrollView { rows(9) }.scrollTargetBehavior(.paging), width: 100, height: 100)
        short.scroll(by: 300)
        let warnings = collectingWarnings { XCTAssertTrue(short.scroll(by: 10)) }
        XCTAssertEqual(short.scrollOffset()?.y, 350)
        XCTAssertEqual(warnings, [])
    }

    /// `scrollTargetBehavior(.viewAligned)` with `scrollTargetLayout()`: the scroll view rests
    /// with a view of the layout at its top, the next one in the scroll's direction.
    func testViewAligned() {
        let host = host(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { Color.red.frame(height: 70).id($0) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned), width: 100, height: 100)
        XCTAssertTrue(host.scroll(by: 10))
        XCTAssertEqual(host.scrollOffset()?.y, 70)
        host.scroll(by: 80)
        XCTAssertEqual(host.scrollOffset()?.y, 210)
        host.scroll(by: -5)
        XCTAssertEqual(host.scrollOffset()?.y, 140)
    }
}
