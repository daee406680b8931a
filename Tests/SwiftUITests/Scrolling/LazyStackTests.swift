import XCTest
@testable import SwiftUI

/// Lazy stacks make their views only when they come into view (Apple, "Creating performant
/// scrollable stacks": "the stack only renders the views that are visible") and fill the
/// length offered across their axis.
final class LazyStackTests: XCTestCase {
    struct Row: View {
        let number: Int
        var body: some View {
            Text("Row \(number)").frame(height: 40).accessibilityIdentifier("row\(number)")
        }
    }

    func testOnlyTheRowsInViewRunTheirBodies() {
        let host = host(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { Row(number: $0) } }
        }, width: 200, height: 200)
        // 200 points show five rows of 40.
        XCTAssertEqual(host.bodyEvaluations, Array(repeating: "Row", count: 5))
        XCTAssertNotNil(host.frame(ofIdentifier: "row4"))
        XCTAssertNil(host.frame(ofIdentifier: "row5"))
    }

    func testScrollingMakesTheRowsThatComeIntoViewAndRemovesThoseThatLeave() {
        final class Log { var lines: [String] = [] }
        let log = Log()
        let host = host(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000, id: \.self) { number in
                    Row(number: number)
                        .onAppear { log.lines.append("appear \(number)") }
                        .onDisappear { log.lines.append("disappear \(number)") }
                }
            }
        }, width: 200, height: 80)
        XCTAssertEqual(log.lines, ["appear 0", "appear 1"])
        log.lines = []
        host.scroll(by: 80)
        XCTAssertEqual(Set(host.bodyEvaluations), ["Row"])
        XCTAssertEqual(host.bodyEvaluations.count, 2)
        XCTAssertEqual(Set(log.lines), ["disappear 0", "disappear 1", "appear 2", "appear 3"])
        // The stack is 200 wide; "Row 2" (40 points) is centred in it.
        assertFrame(host.frame(ofIdentifier: "row2"), CGRect(x: 80, y: 0, width: 40, height: 40))
    }

    func testALazyVStackFillsTheWidthOfferedAndAVStackDoesNot() {
        let lazy = host(LazyVStack { Text("Hi") }.accessibilityIdentifier("stack"), width: 200, height: 100)
        XCTAssertEqual(lazy.frame(ofIdentifier: "stack")?.width, 200)
        let eager = host(VStack { Text("Hi") }.accessibilityIdentifier("stack"), width: 200, height: 100)
        XCTAssertEqual(eager.frame(ofIdentifier: "stack")?.width, 16)
    }

    func testALazyHStackMakesOnlyTheColumnsInView() {
        let host = host(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<1000, id: \.self) { Color.red.frame(width: 50).accessibilityIdentifier("column\($0)") } }
        }, width: 120, height: 40)
        XCTAssertNotNil(host.frame(ofIdentifier: "column2"))
        XCTAssertNil(host.frame(ofIdentifier: "column3"))
        // It fills the height offered.
        XCTAssertEqual(host.frame(ofIdentifier: "column0")?.height, 40)
    }

    func testARowsStateStaysWhileItIsInViewAndTheStackIsMadeAgain() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        struct Screen: View {
            @State var title = "A"
            var body: some View {
                VStack {
                    Button("Title \(title)") { title = "B" }
                    ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { _ in Counter() } } }
                }
            }
        }
        let host = host(Screen(), width: 200, height: 200)
        host.tap("Count 0")
        host.tap("Title A")
        // The screen ran its body and made a new stack; the counters kept their state.
        XCTAssertTrue(host.render().contains("Count 1"))
    }

    func testRowsThatStayDoNotFadeWhenTheViewAroundTheStackRunsItsBodyInAnAnimation() {
        // A view that keeps its identity is not removed and inserted again, so it has no
        // transition (Apple, "Demystify SwiftUI", WWDC21: identity decides a view's lifetime).
        struct Screen: View {
            @State var title = "A"
            var body: some View {
                VStack {
                    Button("Title \(title)") { withAnimation(.linear(duration: 1)) { title = "B" } }
                    ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { Text("Row \($0)") } } }
                }
            }
        }
        let host = host(Screen(), width: 200, height: 200)
        host.tap("Title A")
        host.advance(by: 0.5)
        let rows = host.displayList.items.filter { if case .text(let text, _) = $0.content { text.lines.first?.text.hasPrefix("Row") == true } else { false } }
        XCTAssertEqual(rows.count, 3)
        XCTAssertTrue(rows.allSatisfy { $0.opacity == 1 })
    }

    func testScrollToAnIdFarBelowMakesThatRow() {
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(5000, anchor: .top) }
                        ScrollView {
                            LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Row(number: $0) } }
                        }
                    }
                }
            }
        }
        let host = host(Screen(), width: 200, height: 216)
        host.tap("Jump")
        XCTAssertNotNil(host.frame(ofIdentifier: "row5000"))
        XCTAssertLessThanOrEqual(host.bodyEvaluations.filter { $0.hasSuffix("Row") }.count, 12)
        // Once there, the target is done with: scrolling on is not pulled back to it.
        host.scroll(by: 80)
        XCTAssertEqual(host.frame(ofIdentifier: "row5002")?.minY, 16)
    }
}
