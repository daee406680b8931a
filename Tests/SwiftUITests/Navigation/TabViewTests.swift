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
}
