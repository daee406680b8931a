import XCTest
@testable import SwiftUI

/// ScrollView's sizing rules, from swiftuifieldguide.com, "Scroll View": a vertical scroll view
/// "always becomes exactly as tall as proposed", "proposes nil for the height to its children"
/// while passing on its width, and "only becomes as wide as the width of its contents".
final class ScrollViewTests: XCTestCase {
    func testAVerticalScrollViewTakesTheProposedHeightAndProposesNoHeight() {
        let host = host(ScrollView {
            Color.red.accessibilityIdentifier("color")
        }.accessibilityIdentifier("scroll"), width: 200, height: 300)
        // The colour is proposed (200, nil) and takes its ideal height, 10.
        assertFrame(host.frame(ofIdentifier: "color"), CGRect(x: 0, y: 0, width: 200, height: 10))
        assertFrame(host.frame(ofIdentifier: "scroll"), CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    func testAVerticalScrollViewIsAsWideAsItsContent() {
        let host = host(ScrollView { Text("Hi") }.accessibilityIdentifier("scroll"), width: 200, height: 100)
        // "Hi" is two cells of 8 points.
        XCTAssertEqual(host.frame(ofIdentifier: "scroll")?.width, 16)
    }

    func testAHorizontalScrollViewProposesNoWidth() {
        let host = host(ScrollView(.horizontal) {
            Color.red.accessibilityIdentifier("color")
        }.accessibilityIdentifier("scroll"), width: 200, height: 50)
        assertFrame(host.frame(ofIdentifier: "color"), CGRect(x: 0, y: 0, width: 10, height: 50))
        assertFrame(host.frame(ofIdentifier: "scroll"), CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    func testSeveralViewsInAScrollViewAreStackedWithAVStacksSpacing() {
        let host = host(ScrollView {
            Color.red.frame(height: 20).accessibilityIdentifier("a")
            Color.blue.frame(height: 20).accessibilityIdentifier("b")
        }, width: 100, height: 100)
        // The stack's default spacing between two views is 8 points.
        XCTAssertEqual(host.frame(ofIdentifier: "b")?.minY, 28)
    }

    func testScrollingMovesTheContentAndStopsAtTheEnds() {
        let host = host(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") }
            }
        }, width: 100, height: 100)
        XCTAssertTrue(host.scroll(by: 120))
        XCTAssertEqual(host.frame(ofIdentifier: "row3")?.minY, 30)
        // 500 points of content in 100 can scroll 400; asking for more stops there and says so.
        let warnings = collectingWarnings { XCTAssertTrue(host.scroll(by: 1000)) }
        XCTAssertEqual(host.scrollOffset()?.y, 400)
        XCTAssertEqual(warnings, ["Stopped at the bottom: it scrolls from 0 to 400 points."])
        let more = collectingWarnings { XCTAssertFalse(host.scroll(by: 10)) }
        XCTAssertEqual(more.count, 1)
    }

    func testScrollingAViewWithoutAScrollViewSaysSo() {
        let host = host(Text("Hi"), width: 100, height: 100)
        let warnings = collectingWarnings { XCTAssertFalse(host.scroll(by: 10)) }
        XCTAssertEqual(warnings, ["The view has no scroll view that scrolls vertically."])
    }

    func testTheScrollPositionStaysWhenTheViewAroundItRunsItsBody() {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<10) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") } }
                    }
                }
            }
        }
        let host = host(Screen(), width: 100, height: 200)
        host.scroll(by: 100)
        let before = host.frame(ofIdentifier: "row2")
        host.tap("Tap 0")
        XCTAssertEqual(host.bodyEvaluations, ["Screen"])
        XCTAssertEqual(host.frame(ofIdentifier: "row2"), before)
    }

    func testScrollViewReaderScrollsToAnIDWithAnAnchor() {
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Bottom") { proxy.scrollTo(9, anchor: .bottom) }
                        Button("Five") { proxy.scrollTo(5, anchor: .top) }
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
        host.tap("Five")
        XCTAssertEqual(host.frame(ofIdentifier: "row5")?.minY, viewport.minY)
        host.tap("Bottom")
        XCTAssertEqual(host.frame(ofIdentifier: "row9")?.maxY, viewport.maxY)
    }

    func testTheScrollBarShowsTheShownPartUnlessHidden() {
        func drawsBar<V: View>(_ view: V) -> Bool {
            // The bar is a line down the middle of the last 3 points (UIKit's bar's thickness).
            host(view, width: 80, height: 64).displayList.items.contains { item in
                item.frame.width == 0 && item.frame.minX == 80 - ScrollIndicator.thickness / 2
            }
        }
        let tall = ScrollView { Color.red.frame(height: 640) }
        XCTAssertTrue(drawsBar(tall))
        XCTAssertFalse(drawsBar(tall.scrollIndicators(.hidden)))
        XCTAssertFalse(drawsBar(ScrollView { Color.red.frame(height: 32) }))
    }
}

/// `scrollPosition(id:)` with `scrollTargetLayout()` (iOS 17): the binding follows scrolling and
/// scrolls when set (Apple, `View.scrollPosition(id:anchor:)`).
final class ScrollPositionTests: XCTestCase {
    struct Feed: View {
        @State var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Text("At \(position.map(String.init) ?? "none")").accessibilityIdentifier("label")
                Button("Jump") { position = 50 }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 40).accessibilityIdentifier("row\($0)") }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
    }

    func testScrollingSetsTheBindingToTheFirstViewInView() {
        let host = host(Feed(), width: 200, height: 192)
        XCTAssertTrue(host.render().contains("At none"))
        host.scroll(by: 80)
        XCTAssertTrue(host.render().contains("At 2"), host.render())
    }

    func testSettingTheBindingScrollsThatViewToTheTop() {
        let host = host(Feed(), width: 200, height: 192)
        host.tap("Jump")
        // The scroll view starts below the label and the button (32 points).
        XCTAssertEqual(host.frame(ofIdentifier: "row50")?.minY, 32)
        XCTAssertTrue(host.render().contains("At 50"))
        host.scroll(by: 40)
        XCTAssertTrue(host.render().contains("At 51"), host.render())
    }
}

/// A scroll view places its content with the proposal it sized it with: across its axis the
/// width (height) it was proposed, along it nil (swiftuifieldguide.com, "Scroll View"). Apple's
/// documentation of `placeSubviews(in:proposal:subviews:cache:)`: its proposal is "the size
/// proposal from which the container generated the size that the parent used to create the
/// `bounds` parameter", so a layout inside reads the width it was sized for.
final class ScrollViewPlacementProposalTests: XCTestCase {
    /// Remembers the proposals it was asked to size and place at; as narrow (short) as its
    /// rows would be, like a flow layout.
    final class Proposals {
        var sized: [ProposedViewSize] = []
        var placed: [ProposedViewSize] = []
    }

    struct Recording: Layout {
        let proposals: Proposals
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposals.sized.append(proposal)
            return CGSize(width: 100, height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            proposals.placed.append(proposal)
        }
    }

    func testAVerticalScrollViewPlacesItsContentWithTheProposedWidthAndNoHeight() {
        let proposals = Proposals()
        _ = host(ScrollView { Recording(proposals: proposals) { Text("a") } }, width: 200, height: 300)
        XCTAssertEqual(proposals.sized.last, ProposedViewSize(width: 200, height: nil))
        XCTAssertEqual(proposals.placed, [ProposedViewSize(width: 200, height: nil)])
    }

    func testAHorizontalScrollViewPlacesItsContentWithNoWidthAndTheProposedHeight() {
        let proposals = Proposals()
        _ = host(ScrollView(.horizontal) { Recording(proposals: proposals) { Text("a") } }, width: 200, height: 100)
        XCTAssertEqual(proposals.sized.last, ProposedViewSize(width: nil, height: 100))
        XCTAssertEqual(proposals.placed, [ProposedViewSize(width: nil, height: 100)])
    }
}
