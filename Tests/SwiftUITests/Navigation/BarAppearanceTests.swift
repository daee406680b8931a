import Foundation
import XCTest
@testable import SwiftUI

/// What the shown view asks of the bars: hiding them, hiding the back button, their background
/// and colour scheme ("the preferred visibility flows up to the nearest container that renders
/// a bar. This could be a NavigationView or TabView in iOS": Apple's documentation of
/// `toolbar(_:for:)` and `toolbarBackground(_:for:)`), and `navigationDestination(item:)`.
final class BarAppearanceTests: XCTestCase {
    /// A hidden navigation bar gives its rows (48 points with a large title) to the view.
    func testAHiddenNavigationBarLeavesTheWholeHeight() {
        let shown = host(NavigationStack { Color.red.accessibilityIdentifier("content").navigationTitle("Title") }, width: 160, height: 160)
        assertFrame(shown.frame(ofIdentifier: "content"), CGRect(x: 0, y: 48, width: 160, height: 112))
        let hidden = host(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        }, width: 160, height: 160)
        assertFrame(hidden.frame(ofIdentifier: "content"), CGRect(x: 0, y: 0, width: 160, height: 160))
        XCTAssertFalse(hidden.render().contains("Title"))
    }

    func testAHiddenBackButton() {
        struct Stack: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Text("Detail").navigationBarBackButtonHidden(true) }
                        .navigationTitle("Home")
                }
            }
        }
        let host = host(Stack(), width: 320, height: 160)
        host.tap("Open")
        XCTAssertTrue(host.render().contains("Detail"))
        XCTAssertFalse(host.render().contains("‹"), host.render())
        let warnings = collectingWarnings { XCTAssertFalse(host.tap("Back")) }
        XCTAssertFalse(warnings.isEmpty)
    }

    /// `toolbarBackground(.blue, for:)` with `.visible` fills the bar's rows (the inline bar's
    /// 32 points); the style alone draws nothing, as iOS shows it only where content scrolls
    /// under the bar.
    func testAVisibleToolbarBackgroundFillsTheBar() {
        func blueFills(_ view: some View) -> [CGRect] {
            let host = host(NavigationStack { view }, width: 160, height: 160)
            let blue = Color.blue.resolve(in: EnvironmentValues())
            return host.displayList.items.compactMap { item in
                if case .fill(_, let color, _) = item.content, color == blue { item.frame } else { nil }
            }
        }
        let content = Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        XCTAssertEqual(blueFills(content.toolbarBackground(Color.blue, for: .navigationBar)), [])
        XCTAssertEqual(blueFills(content.toolbarBackground(Color.blue, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)),
                       [CGRect(x: 0, y: 0, width: 160, height: 32)])
    }

    /// `toolbarColorScheme(.dark, for:)` draws the bar's title as in dark mode: white text.
    func testToolbarColorSchemeColoursTheBarsText() {
        func titleColor(_ view: some View) -> Color.Resolved? {
            let host = host(NavigationStack { view }, width: 160, height: 160)
            for item in host.displayList.items {
                if case .text(let drawing, let color) = item.content, drawing.lines.contains(where: { $0.text.contains("Title") }) { return color }
            }
            return nil
        }
        let content = Color.clear.navigationTitle("Title")
        XCTAssertEqual(titleColor(content), Color.primary.resolve(in: EnvironmentValues()))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(titleColor(content.toolbarColorScheme(.dark, for: .navigationBar)), Color.primary.resolve(in: dark))
        XCTAssertNotEqual(Color.primary.resolve(in: dark), Color.primary.resolve(in: EnvironmentValues()))
    }

    /// `toolbar(.hidden, for: .tabBar)` on the selected tab's view hides the tab bar (32
    /// points), and the tab takes the whole height; another tab's word does not count.
    func testAHiddenTabBar() {
        struct Tabs: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Color.red.accessibilityIdentifier("one").toolbar(.hidden, for: .tabBar)
                        .tabItem { Text("One") }.tag(1)
                    Color.blue.accessibilityIdentifier("two")
                        .tabItem { Text("Two") }.tag(2)
                }
            }
        }
        let host = host(Tabs(), width: 160, height: 160)
        assertFrame(host.frame(ofIdentifier: "one"), CGRect(x: 0, y: 0, width: 160, height: 160))
        XCTAssertFalse(host.render().contains("Two"))
        struct Second: View {
            var body: some View {
                TabView(selection: .constant(2)) {
                    Color.red.toolbar(.hidden, for: .tabBar).tabItem { Text("One") }.tag(1)
                    Color.blue.accessibilityIdentifier("two").tabItem { Text("Two") }.tag(2)
                }
            }
        }
        let second = SwiftUITests.host(Second(), width: 160, height: 160)
        assertFrame(second.frame(ofIdentifier: "two"), CGRect(x: 0, y: 0, width: 160, height: 128))
    }

    /// A pushed view that hides the tab bar hides it while it is shown; back at the root,
    /// whose views say nothing, the bar is there again.
    func testAPushedViewHidesTheTabBarWhileItIsShown() {
        struct App: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Open") {
                            Color.red.accessibilityIdentifier("detail").toolbar(.hidden, for: .tabBar)
                        }
                        .navigationTitle("Home")
                    }
                    .tabItem { Text("Home") }
                    Text("Other").tabItem { Text("Other") }
                }
            }
        }
        let host = host(App(), width: 320, height: 160)
        XCTAssertTrue(host.render().contains("Other"))
        host.tap("Open")
        XCTAssertFalse(host.render().contains("Other"), host.render())
        // The inline bar of a pushed view is 32 points; the detail takes the rest, to the bottom.
        XCTAssertEqual(host.frame(ofIdentifier: "detail")?.maxY, 160)
        host.tap("Back")
        XCTAssertTrue(host.render().contains("Other"), host.render())
    }

    /// A page-style tab view (Apple's `PageTabViewStyle`) has no tab bar: each page takes the
    /// whole view, with a dot per page over its bottom row; tapping a dot turns the page.
    func testAPagedTabView() {
        struct Pages: View {
            var body: some View {
                TabView {
                    Text("First").accessibilityIdentifier("first")
                    Text("Second").accessibilityIdentifier("second")
                    Text("Third")
                }
                .tabViewStyle(.page)
            }
        }
        let host = host(Pages(), width: 160, height: 96)
        // Centred in all 96 points: no bar below it.
        XCTAssertEqual(host.frame(ofIdentifier: "first")!.midY, 48, accuracy: 0.01)
        let rows = host.render().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(rows[5].filter { $0 == "●" }.count, 3, host.render())
        XCTAssertTrue(host.tap("Page 2"))
        XCTAssertNotNil(host.frame(ofIdentifier: "second"))
        XCTAssertNil(host.frame(ofIdentifier: "first"))
        let never = SwiftUITests.host(TabView { Text("A"); Text("B") }.tabViewStyle(.page(indexDisplayMode: .never)), width: 160, height: 96)
        XCTAssertFalse(never.render().contains("●"))
        // One page: the automatic mode hides the control, as UIKit's hidesForSinglePage.
        let single = SwiftUITests.host(TabView { Text("A") }.tabViewStyle(PageTabViewStyle()), width: 160, height: 96)
        XCTAssertFalse(single.render().contains("●"))
    }

    func testIndexViewStyleDrawsACapsuleBehindTheDots() {
        let host = host(TabView { Text("A"); Text("B") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)), width: 160, height: 96)
        let plain = SwiftUITests.host(TabView { Text("A"); Text("B") }.tabViewStyle(.page), width: 160, height: 96)
        func fills(_ host: TerminalHost) -> Int {
            host.displayList.items.filter { if case .fill = $0.content { true } else { false } }.count
        }
        XCTAssertEqual(fills(host), fills(plain) + 1)
    }

    /// Apple's documentation of `navigationDestination(item:destination:)`: a non-nil item
    /// pushes the destination made from it; popping sets the item back to nil.
    func testNavigationDestinationItem() {
        struct Stack: View {
            @State var selected: String?
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Pick apple") { selected = "apple" }
                        Text("selected \(selected ?? "nil")")
                    }
                    .navigationTitle("Fruit")
                    .navigationDestination(item: $selected) { Text("Eating \($0)") }
                }
            }
        }
        let host = host(Stack(), width: 320, height: 160)
        host.tap("Pick apple")
        XCTAssertTrue(host.render().contains("Eating apple"), host.render())
        XCTAssertTrue(host.tap("Back"))
        XCTAssertTrue(host.render().contains("selected nil"), host.render())
    }
}
