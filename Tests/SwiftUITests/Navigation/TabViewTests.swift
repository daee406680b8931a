import Foundation
import XCTest
@testable import SwiftUI

/// TabView: one child at a time above a tab bar whose items select by tag (Apple's docs,
/// "TabView" and "tabItem(_:)"); the bar is a line and a row of items, 32 pt (iOS: 49 pt).
final class TabViewTests: XCTestCase {
    struct Tabs: View {
        @State var selection = 1
        var body: some View {
            TabView(selection: $selection) {
                Text("First page").tabItem { Label("One", systemImage: "star") }.tag(1)
                Text("Second page").tabItem { Label("Two", systemImage: "gear") }.tag(2)
            }
        }
    }

    func testTappingATabShowsItsChild() {
        let host = host(Tabs(), width: 320, height: 160)
        XCTAssertTrue(host.render().contains("First page"))
        XCTAssertFalse(host.render().contains("Second page"))
        XCTAssertTrue(host.tap("Two"))
        XCTAssertTrue(host.render().contains("Second page"))
        XCTAssertFalse(host.render().contains("First page"))
    }

    func testBarIsAtTheBottom() {
        let host = host(Tabs(), width: 320, height: 160)
        let lines = host.render().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[9].contains("One") && lines[9].contains("Two"))
    }

    func testTabFormWithValues() {
        struct NewTabs: View {
            @State var selection = "b"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Alpha", systemImage: "star", value: "a") { Text("page a") }
                    Tab("Beta", systemImage: "gear", value: "b") { Text("page b") }
                }
            }
        }
        let host = host(NewTabs(), width: 320, height: 160)
        XCTAssertTrue(host.render().contains("page b"))
        host.tap("Alpha")
        XCTAssertTrue(host.render().contains("page a"))
    }

    func testTabsKeepTheirState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let host = host(TabView {
            Counter().tabItem { Text("C") }
            Text("Other").tabItem { Text("O") }
        }, width: 320, height: 160)
        host.tap("Count 0")
        host.tap("O")
        host.tap("C")
        XCTAssertTrue(host.render().contains("Count 1"))
    }

    /// A tab's content is centred in the space above the bar: each tab is a screen of its own,
    /// and a hosting controller centres a root view smaller than its screen, as
    /// `TabView { Text("Tab 1").tabItem { … } }` shows the text in the middle of an iPhone's
    /// screen (issue 27 compared it; before, the text sat at the top-leading corner).
    func testATabsContentIsCentredAboveTheBar() {
        let host = host(TabView {
            Text("First page").accessibilityIdentifier("page").tabItem { Text("One") }
        }, width: 320, height: 160)
        // 160 less the 32-point bar leaves 128; "First page" is 10 cells (80 × 16).
        assertFrame(host.frame(ofIdentifier: "page"), CGRect(x: (320 - 80) / 2, y: (128 - 16) / 2, width: 80, height: 16))
    }
}
