import Foundation
import XCTest
@testable import SwiftUI

/// Menu: drawn as its label and `▾` in the tint, as a borderless button is; tapping it presents
/// its items as a confirmation dialog is presented (a box at the bottom, Cancel below), and an
/// item runs its action and closes it (Apple: "a control for presenting a menu of actions";
/// choosing an item dismisses the menu). A context menu opens on a long press.
final class ControlsMenuTests: XCTestCase {
    /// The menu's state: which item was chosen, shown above the menu.
    struct Actions: View {
        @State var chosen = "none"
        var body: some View {
            VStack(spacing: 0) {
                Text("chose \(chosen)")
                Menu("Actions") {
                    Button("Copy") { chosen = "copy" }
                    Button("Paste") { chosen = "paste" }
                }
            }
        }
    }

    func testDrawnAsTitleAndMarkInTheTint() {
        // "Actions" is 7 cells (56 pt); the HStack's spacing is one cell (8 pt), as the runtime's
        // stacks space views apart, and `▾` is a glyph of one cell: 72×16.
        let host = host(Menu("Actions") { Button("Copy") {} }, width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 72, height: 16))
        XCTAssertEqual(host.renderedLines, ["Actions ▾"])
        XCTAssertEqual(host.color(ofText: "Actions"), resolved(.accentColor))
        XCTAssertFalse(host.render().contains("Copy"), "items are shown only once the menu is tapped")
    }

    func testLabelClosureForm() {
        let host = host(Menu { Button("Copy") {} } label: { Label("More", systemImage: "ellipsis") }, width: 200, height: 100)
        XCTAssertTrue(host.renderedLines[0].hasSuffix("More ▾"), "\(host.renderedLines)")
    }

    func testTapShowsItemsAndAnItemRunsAndCloses() {
        let host = host(Actions(), width: 320, height: 192)
        XCTAssertTrue(host.tap("Actions"))
        let shown = host.render()
        XCTAssertTrue(shown.contains("Copy") && shown.contains("Paste") && shown.contains("Cancel"), shown)
        XCTAssertTrue(host.tap("Paste"))
        let after = host.render()
        XCTAssertTrue(after.contains("chose paste"), after)
        XCTAssertFalse(after.contains("Copy"), "the menu closed: \(after)")
    }

    func testCancelClosesWithoutRunningAnItem() {
        let host = host(Actions(), width: 320, height: 192)
        host.tap("Actions")
        XCTAssertTrue(host.tap("Cancel"))
        XCTAssertTrue(host.render().contains("chose none"))
        XCTAssertFalse(host.render().contains("Paste"))
    }

    func testPrimaryActionRunsOnTapAndLongPressShowsItems() {
        struct Primary: View {
            @State var chosen = "none"
            var body: some View {
                VStack(spacing: 0) {
                    Text("chose \(chosen)")
                    Menu("Add") {
                        Button("Folder") { chosen = "folder" }
                    } primaryAction: {
                        chosen = "primary"
                    }
                }
            }
        }
        let host = host(Primary(), width: 320, height: 192)
        XCTAssertTrue(host.tap("Add"))
        XCTAssertTrue(host.render().contains("chose primary"))
        XCTAssertFalse(host.render().contains("Folder"), "a tap runs the primary action, not the menu")
        XCTAssertTrue(host.longPress("Add", for: 0.6))
        XCTAssertTrue(host.render().contains("Folder"), host.render())
        let warnings = collectingWarnings { XCTAssertTrue(host.tap("Folder")) }
        XCTAssertTrue(host.render().contains("chose folder"), host.render() + "\(warnings)")
    }

    func testPrimaryActionWithALabelClosure() {
        var ran = 0
        let menu = Menu {
            Button("Folder") {}
        } label: {
            Text("New")
        } primaryAction: {
            ran += 1
        }
        let host = host(menu, width: 320, height: 192)
        XCTAssertEqual(host.renderedLines.first, "New ▾")
        XCTAssertTrue(host.tap("New"))
        XCTAssertEqual(ran, 1)
        XCTAssertFalse(host.render().contains("Folder"))
    }

    func testContextMenuOpensOnLongPress() {
        struct Row: View {
            @State var deleted = false
            var body: some View {
                Text(deleted ? "deleted" : "Row")
                    .contextMenu {
                        Button("Delete", role: .destructive) { deleted = true }
                    }
            }
        }
        let host = host(Row(), width: 320, height: 192)
        XCTAssertFalse(host.render().contains("Delete"))
        XCTAssertTrue(host.longPress("Row", for: 0.6))
        XCTAssertTrue(host.render().contains("Delete"), host.render())
        XCTAssertTrue(host.tap("Delete"))
        XCTAssertTrue(host.render().contains("deleted"))
        XCTAssertFalse(host.render().contains("Delete"))
    }
}
