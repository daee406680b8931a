import Foundation
import XCTest
@testable import SwiftUI

/// NavigationStack: links push (Apple's docs, "NavigationStack": "a view that displays a root view
/// and enables you to present additional views over the root view"), the back button pops, each
/// pushed view keeps its state while on the stack, and the bar takes 32 pt inline, 48 pt with a
/// large title (iOS: 44 and 96 pt, rounded to the rows their text needs; see docs/deviations.md).
final class NavigationStackTests: XCTestCase {
    struct Detail: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
                .navigationTitle("Detail")
        }
    }

    struct Root: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open") { Detail() }
                        .accessibilityIdentifier("link")
                }
                .navigationTitle("Home")
            }
        }
    }

    func testTappingALinkPushesItsDestinationAndBackPops() {
        let host = host(Root(), width: 320, height: 160)
        XCTAssertTrue(host.render().contains("Home"))
        XCTAssertTrue(host.tap("Open"))
        let pushed = host.render()
        XCTAssertTrue(pushed.contains("Count 0"))
        XCTAssertFalse(pushed.contains("Open"), "pushing replaces the content below the bar")
        // iOS labels the back button with the previous view's title.
        XCTAssertTrue(pushed.contains("‹Home"))
        XCTAssertTrue(host.tap("Home"))
        XCTAssertTrue(host.render().contains("Open"))
        XCTAssertFalse(host.render().contains("Count"))
    }

    func testBackButtonIsAlsoTappableAsBack() {
        let host = host(Root(), width: 320, height: 160)
        host.tap("Open")
        XCTAssertTrue(host.tap("Back"))
        XCTAssertTrue(host.render().contains("Open"))
    }

    func testPushedStateLivesWhileOnTheStackAndEndsWhenPopped() {
        let host = host(Root(), width: 320, height: 160)
        host.tap("Open")
        host.tap("Count 0")
        host.tap("Count 1")
        XCTAssertTrue(host.render().contains("Count 2"))
        host.tap("Back")
        host.tap("Open")
        XCTAssertTrue(host.render().contains("Count 0"), "a popped view's state is gone, as in SwiftUI")
    }

    func testLargeTitleBarIsThreeRowsAndInlineTwo() {
        // Root: large title by default (iOS's automatic mode at the root of a stack).
        let large = host(NavigationStack { Color.red.accessibilityIdentifier("content").navigationTitle("T") }, width: 160, height: 160)
        assertFrame(large.frame(ofIdentifier: "content"), CGRect(x: 0, y: 48, width: 160, height: 112))
        let inline = host(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        }, width: 160, height: 160)
        assertFrame(inline.frame(ofIdentifier: "content"), CGRect(x: 0, y: 32, width: 160, height: 128))
    }

    func testValueLinkUsesTheDestinationForItsType() {
        struct Values: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Seven", value: 7)
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                }
            }
        }
        let host = host(Values(), width: 320, height: 160)
        host.tap("Seven")
        XCTAssertTrue(host.render().contains("Number 7"))
    }

    func testValueWithoutDestinationReportsSwiftUIsMessageAndStays() {
        // SwiftUI's console message for a value link with no matching destination.
        let host = host(NavigationStack { NavigationLink("Seven", value: 7) }, width: 320, height: 160)
        let warnings = collectingWarnings { host.tap("Seven") }
        XCTAssertTrue(warnings.contains { $0.contains("no matching navigationDestination declaration") })
        XCTAssertTrue(host.render().contains("Seven"))
    }

    func testPathBindingPushesAndPops() {
        struct PathStack: View {
            @State var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Go") { path.append("A") }
                        Text("depth \(path.count)")
                    }
                    .navigationDestination(for: String.self) { value in
                        Button("Pop \(value)") { path.removeLast() }
                    }
                }
            }
        }
        let host = host(PathStack(), width: 320, height: 160)
        host.tap("Go")
        XCTAssertTrue(host.render().contains("Pop A"))
        host.tap("Pop A")
        XCTAssertTrue(host.render().contains("depth 0"))
    }

    func testDismissPopsAPushedView() {
        struct Closing: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        let host = host(NavigationStack { NavigationLink("Open") { Closing() } }, width: 320, height: 160)
        host.tap("Open")
        host.tap("Close")
        XCTAssertTrue(host.render().contains("Open"))
    }

    func testLinkOutsideAStackIsDisabled() {
        // SwiftUI disables a NavigationLink with no NavigationStack around it.
        let host = host(NavigationLink("Open") { Text("Away") }, width: 320, height: 32)
        let warnings = collectingWarnings { XCTAssertFalse(host.tap("Open")) }
        XCTAssertEqual(warnings.count, 1)
    }

    func testToolbarItemIsTappableInTheBar() {
        struct WithToolbar: View {
            @State var added = 0
            var body: some View {
                NavigationStack {
                    Text("Added \(added)")
                        .navigationTitle("List")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Add") { added += 1 } }
                        }
                }
            }
        }
        let host = host(WithToolbar(), width: 320, height: 160)
        XCTAssertTrue(host.tap("Add"))
        XCTAssertTrue(host.render().contains("Added 1"))
        XCTAssertTrue(host.render().split(separator: "\n")[0].contains("Add"), "trailing items sit in the bar's first row")
    }

    func testNavigationViewBehavesAsAStack() {
        let host = host(NavigationView { NavigationLink("Open") { Text("There") } }, width: 320, height: 160)
        host.tap("Open")
        XCTAssertTrue(host.render().contains("There"))
    }
}

/// NavigationSplitView: columns side by side when wide (a 320-pt sidebar, UIKit's default
/// primary column width), a stack when narrow (the collapsed split view of an iPhone).
final class NavigationSplitViewTests: XCTestCase {
    struct Split: View {
        var body: some View {
            NavigationSplitView {
                NavigationLink("Item") { Text("Item detail") }
            } detail: {
                Text("Pick one")
            }
        }
    }

    func testWideShowsColumnsAndSidebarLinksFillTheDetail() {
        let host = host(Split(), width: 800, height: 160)
        XCTAssertTrue(host.render().contains("Pick one"))
        host.tap("Item")
        let shown = host.render()
        XCTAssertTrue(shown.contains("Item detail") && shown.contains("Item "), "the sidebar stays beside the detail")
    }

    func testNarrowIsAStack() {
        let host = host(Split(), width: 320, height: 160)
        XCTAssertFalse(host.render().contains("Pick one"))
        host.tap("Item")
        XCTAssertTrue(host.render().contains("Item detail"))
    }

    func testBodiesThatRanNameTheLearnersViewsNotTheBarsAndLevelsDrawingTheStack() {
        // `bodyEvaluations` is "Bodies that ran": SwiftUI's own internals never show in
        // `_printChanges()`, so the runtime's views that draw the bar and the levels stay out.
        let host = host(NavigationStackTests.Root(), width: 320, height: 160)
        XCTAssertTrue(host.tap("Open"))
        XCTAssertTrue(host.bodyEvaluations.contains("Detail"), "\(host.bodyEvaluations)")
        let internals = host.bodyEvaluations.filter { $0.hasPrefix("NavigationLevel") || $0 == "NavigationBar" || $0 == "ToolbarOverlay" }
        XCTAssertEqual(internals, [String]())
    }

    func testALinksTitleInAListRowHasTheRowUpToTheChevron() {
        // A list cell gives its content the row's width less the disclosure indicator (UIKit's
        // `UITableViewCell.accessoryType` sits outside the content view), so a title that fits
        // there stays on one line. 15 characters are 120 pt; the row's content is 256 pt wide.
        let list = NavigationStack { List { NavigationLink("Tomás Lindqvist") { Text("Detail") } } }
        let picture = host(list, width: 320, height: 200).render()
        XCTAssertTrue(picture.contains("Tomás Lindqvist"), picture)
    }
}
