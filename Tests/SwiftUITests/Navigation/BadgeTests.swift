import Foundation
import XCTest
@testable import SwiftUI

/// `badge(_:)`: Apple, "Badges appear only in list rows, tab bars, and menus", and for a count,
/// "Specifying zero hides the badge." A tab's badge follows its item in the bar in red (iOS:
/// white on a red oval, see docs/deviations.md); a list row's is at the row's trailing edge in the secondary colour.
final class BadgeTests: XCTestCase {
    struct Mail: View {
        @State var unread = 3
        var body: some View {
            TabView {
                Button("Read one") { unread -= 1 }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(unread)
                Text("Sent mail")
                    .tabItem { Label("Sent", systemImage: "paperplane") }
                    .badge("New")
            }
        }
    }

    func testATabsBadgeFollowsItsItemInRed() {
        let host = host(Mail(), width: 320, height: 96)
        let bar = host.renderedLines.last ?? ""
        XCTAssertTrue(bar.contains("Inbox 3"), bar)
        XCTAssertTrue(bar.contains("Sent New"), bar)
        XCTAssertEqual(host.color(ofText: "3"), resolved(.red))
        XCTAssertEqual(host.color(ofText: "New"), resolved(.red))
        // The tab is still tapped by its title.
        XCTAssertTrue(host.tap("Sent"))
        XCTAssertTrue(host.render().contains("Sent mail"))
    }

    func testACountOfZeroHidesTheBadge() {
        let host = host(Mail(), width: 320, height: 96)
        host.tap("Read one")
        XCTAssertTrue(host.renderedLines.last?.contains("Inbox 2") ?? false)
        host.tap("Read one")
        host.tap("Read one")
        let bar = host.renderedLines.last ?? ""
        XCTAssertTrue(bar.contains("Inbox"), bar)
        XCTAssertFalse(bar.contains("Inbox 0"), bar)
    }

    func testAListRowsBadgeIsAtItsTrailingEdgeInGray() {
        struct Folders: View {
            var body: some View {
                List {
                    Text("Inbox").badge(12)
                    Text("Drafts").badge(Text("draft"))
                    Text("Trash").badge(0)
                }
                .listStyle(.plain)
            }
        }
        let host = host(Folders(), width: 200, height: 160)
        // A plain list's rows inset their content 16 points at each side: the badge's last
        // character is two cells from the row's end (25 cells).
        let lines = host.renderedLines
        XCTAssertTrue(lines[1].hasPrefix("  Inbox"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("12"), lines[1])
        XCTAssertEqual(lines[1].count, 23)
        XCTAssertTrue(lines[4].hasSuffix("draft"), lines[4])
        XCTAssertEqual(lines[7], "  Trash")
        XCTAssertEqual(host.color(ofText: "12"), resolved(.secondary))
    }

    func testOutsideAListOrTabViewNothingIsDrawn() {
        XCTAssertEqual(host(Text("Plain").badge(5), width: 80, height: 16).renderedLines, ["Plain"])
    }
}
