import Foundation
import XCTest
@testable import SwiftUI

/// Preferences flow up (Thinking in SwiftUI ch. 3 and 5; Sundell's layout guide).
final class PreferenceTests: XCTestCase {
    struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) {
            let next = nextValue()
            if !next.isEmpty { value = next }
        }
    }

    /// The book's custom navigation title: the innermost view sets it, the container shows it.
    struct TitledContainer<Content: View>: View {
        let content: Content
        @State var title = ""
        var body: some View {
            VStack {
                Text("[\(title)]")
                content
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }

    func testNavigationTitleThroughAPreference() {
        let view = TitledContainer(content: Text("Body").preference(key: TitleKey.self, value: "Inbox"))
        XCTAssertTrue(TerminalHost(rootView: view).render().contains("[Inbox]"))
    }

    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// Values combine in tree order with `reduce`; `transformPreference` changes a subtree's value;
    /// `preference` on a container replaces its subtree's.
    func testValuesReduceInTreeOrderAndTransform() {
        var seen: [Int] = []
        let view = VStack {
            Text("a").preference(key: CountKey.self, value: 1)
            Text("b").preference(key: CountKey.self, value: 2)
            HStack {
                Text("c").preference(key: CountKey.self, value: 4)
            }
            .transformPreference(CountKey.self) { $0 *= 10 }
        }
        .onPreferenceChange(CountKey.self) { seen.append($0) }
        _ = TerminalHost(rootView: view)
        XCTAssertEqual(seen, [43])
        var replaced: [Int] = []
        _ = TerminalHost(rootView: VStack {
            Text("a").preference(key: CountKey.self, value: 1)
        }
        .preference(key: CountKey.self, value: 7)
        .onPreferenceChange(CountKey.self) { replaced.append($0) })
        XCTAssertEqual(replaced, [7])
    }

    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// Sundell's synced heights: each column reports its height through a GeometryReader in its
    /// background; the row gives every column the tallest height. The loop settles in one round.
    struct SyncedRow: View {
        @State var height: CGFloat?
        var body: some View {
            HStack(alignment: .top) {
                column(lines: 1).accessibilityIdentifier("short")
                column(lines: 3).accessibilityIdentifier("tall")
            }
            .onPreferenceChange(HeightKey.self) { height = $0 }
        }

        func column(lines: Int) -> some View {
            VStack(spacing: 0) {
                ForEach(0..<lines, id: \.self) { _ in Text("line") }
            }
            .background(GeometryReader { proxy in
                Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
            })
            .frame(height: height, alignment: .top)
        }
    }

    func testSyncedHeightsSettle() {
        let host = TerminalHost(rootView: SyncedRow())
        XCTAssertEqual(host.frame(ofIdentifier: "short")?.height, 48)
        XCTAssertEqual(host.frame(ofIdentifier: "tall")?.height, 48)
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    /// A view that shows the width it was given, read through a preference.
    struct WidthShown: View {
        @State var width: CGFloat = 0
        var body: some View {
            Text("width \(Int(width))")
                .frame(maxWidth: .infinity)
                .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    /// A new proposal is an update like a state change: the preference the new layout gives
    /// reaches `onPreferenceChange` at once, and what its action changed is drawn, with no
    /// further update asked for (as a rotated device's views show their new width).
    func testANewProposalReachesPreferenceChangesAtOnce() {
        let host = TerminalHost(rootView: WidthShown(), proposal: ProposedViewSize(width: 200, height: 32))
        XCTAssertTrue(host.render().contains("width 200"), host.render())
        host.proposal = ProposedViewSize(width: 320, height: 32)
        XCTAssertTrue(host.render().contains("width 320"), host.render())
        XCTAssertEqual(host.bodyEvaluations, ["WidthShown"], "the action's change ran the body in the same update")
    }

    /// A preference action that always changes what it measures never settles: it is stopped
    /// with SwiftUI's warning instead of looping forever.
    struct Runaway: View {
        @State var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HeightKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(HeightKey.self) { width = $0 + 1 }
        }
    }

    func testNeverSettlingLoopIsStoppedWithAWarning() {
        let warnings = collectingWarnings { _ = TerminalHost(rootView: Runaway()) }
        XCTAssertTrue(warnings.contains { $0.contains("Bound preference HeightKey tried to update multiple times per frame.") }, "\(warnings)")
    }

    struct SelectionKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// Thinking in SwiftUI ch. 5: the selected tab reports its bounds as an anchor; an overlay
    /// resolves it with a GeometryProxy and draws an underline exactly below it.
    func testAnchorUnderline() {
        let tabs = HStack(spacing: 8) {
            Text("One")
            Text("Two").anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
            Text("Three")
        }
        .padding(4)
        .overlayPreferenceValue(SelectionKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle()
                        .frame(width: proxy[anchor].width, height: 2)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
        let host = TerminalHost(rootView: tabs)
        // "One" is 24 wide, so "Two" starts at 4 + 24 + 8 = 36 and is 24 wide, 16 tall, at y 4.
        XCTAssertEqual(host.frame(ofIdentifier: "underline"), CGRect(x: 36, y: 20, width: 24, height: 2))
    }

    /// Thinking in SwiftUI ch. 5's tab bar, whose underline moves to the tapped tab: the
    /// selection is read only in the anchor preference's transform, which runs when the
    /// preference is collected, not in the body.
    struct Tabs: View {
        let titles = ["One", "Two", "Three"]
        @State var selected = 0

        var body: some View {
            HStack(spacing: 8) {
                ForEach(titles.indices, id: \.self) { index in
                    Text(titles[index])
                        .anchorPreference(key: SelectionKey.self, value: .bounds) { selected == index ? $0 : nil }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                }
            }
            .overlayPreferenceValue(SelectionKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let bounds = proxy[anchor]
                        Rectangle()
                            .frame(width: bounds.width, height: 2)
                            .offset(x: bounds.minX, y: bounds.maxY)
                            .accessibilityIdentifier("underline")
                    }
                }
            }
        }
    }

    func testStateReadInAnAnchorTransformMovesTheAnchor() {
        // SwiftUI makes the preference again when state its transform reads changes (the
        // book's tab bar and table selection rely on it): the underline goes under "Three".
        let host = TerminalHost(rootView: Tabs())
        XCTAssertTrue(host.tap("Three"))
        host.advance(by: 1)
        // "One" and "Two" are 24 wide with 8 between them, so "Three" starts at 64; 40 wide.
        XCTAssertEqual(host.frame(ofIdentifier: "underline"), CGRect(x: 64, y: 16, width: 40, height: 2))
    }

    func testAViewDrawnAtAnAnchorSlidesWhenTheAnchorMovesInAnAnimation() {
        // The book: the rectangle in overlayPreferenceValue "animates from cell to cell when
        // the selection changes". Linearly over 1 s from "One" (x 0, 24 wide) to "Three" (x 64,
        // 40 wide), halfway is x 32 and 32 wide, a quarter of the way x 16 and 28 wide.
        let host = TerminalHost(rootView: Tabs())
        XCTAssertTrue(host.tap("Three"))
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(ofIdentifier: "underline"), CGRect(x: 16, y: 16, width: 28, height: 2))
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(ofIdentifier: "underline"), CGRect(x: 32, y: 16, width: 32, height: 2))
    }

    /// Thinking in SwiftUI ch. 5: a GeometryReader in a background reports exactly the size of
    /// the view it decorates, so a circle can be sized to the text it is behind.
    func testGeometryReaderInBackgroundMeasuresItsView() {
        var measured: CGSize?
        let view = Text("Hello, World!")
            .padding(8)
            .background(GeometryReader { proxy in
                Circle().onAppear { measured = proxy.size }
            })
        _ = TerminalHost(rootView: view)
        XCTAssertEqual(measured, CGSize(width: 13 * 8 + 16, height: 32))
    }
}

/// Thinking in SwiftUI ch. 3: a custom tab view learns its tabs' titles through a preference
/// that collects them in order.
final class TabItemPreferenceTests: XCTestCase {
    struct TabTitlesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct TabContainer<Content: View>: View {
        let content: Content
        @State var titles: [String] = []
        var body: some View {
            VStack {
                content
                Text(titles.joined(separator: " | "))
            }
            .onPreferenceChange(TabTitlesKey.self) { titles = $0 }
        }
    }

    func testTabTitlesAreCollectedInOrder() {
        let view = TabContainer(content: Group {
            Text("Mail").preference(key: TabTitlesKey.self, value: ["Inbox"])
            Text("Photos").preference(key: TabTitlesKey.self, value: ["Library"])
            Text("Settings").preference(key: TabTitlesKey.self, value: ["Settings"])
        })
        XCTAssertTrue(TerminalHost(rootView: view).render().contains("Inbox | Library | Settings"))
    }
}
