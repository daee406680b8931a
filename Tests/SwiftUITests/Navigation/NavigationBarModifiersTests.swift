import Foundation
import XCTest
@testable import SwiftUI

/// The older navigation bar modifiers that many tutorials still use, toolbar groups and
/// placements, NavigationPath and navigationDestination(isPresented:). The bar is 48 pt with a
/// large title and 32 pt inline (NavigationStackTests: iOS's 96 and 44 pt rounded to rows).
final class NavigationBarModifiersTests: XCTestCase {
    private func firstRow(_ host: TerminalHost) -> String {
        String(host.render().split(separator: "\n", omittingEmptySubsequences: false)[0])
    }

    /// navigationBarTitle(_:) (deprecated for navigationTitle): a large title at a stack's root.
    func testNavigationBarTitleIsALargeTitle() {
        let h = host(NavigationStack { Color.red.accessibilityIdentifier("content").navigationBarTitle("Inbox") }, width: 160, height: 160)
        XCTAssertTrue(h.render().contains("Inbox"))
        assertFrame(h.frame(ofIdentifier: "content"), CGRect(x: 0, y: 48, width: 160, height: 112))
    }

    /// navigationBarTitle(_:displayMode:) with `.inline`: the title in the bar's one row.
    func testNavigationBarTitleInline() {
        let h = host(NavigationStack {
            Color.red.accessibilityIdentifier("content").navigationBarTitle(Text("Inbox"), displayMode: .inline)
        }, width: 160, height: 160)
        XCTAssertTrue(firstRow(h).contains("Inbox"), firstRow(h))
        assertFrame(h.frame(ofIdentifier: "content"), CGRect(x: 0, y: 32, width: 160, height: 128))
    }

    /// navigationBarItems(leading:trailing:): the leading view at the bar's leading edge, the
    /// trailing one at its trailing edge, both tappable.
    func testNavigationBarItemsLeadingAndTrailing() {
        struct Demo: View {
            @State var log = "none"
            var body: some View {
                NavigationStack {
                    Text("did \(log)")
                        .navigationBarItems(leading: Button("Edit") { log = "edit" }, trailing: Button("Add") { log = "add" })
                }
            }
        }
        let h = host(Demo(), width: 320, height: 160)
        let row = firstRow(h).trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(row.hasPrefix("Edit") && row.hasSuffix("Add"), row)
        XCTAssertTrue(h.tap("Add"))
        XCTAssertTrue(h.render().contains("did add"))
        XCTAssertTrue(h.tap("Edit"))
        XCTAssertTrue(h.render().contains("did edit"))
    }

    /// navigationBarItems(leading:) and navigationBarItems(trailing:) alone.
    func testNavigationBarItemsOnOneSide() {
        let leading = host(NavigationStack { Text("body").navigationBarItems(leading: Text("Left")) }, width: 320, height: 160)
        let leadingRow = firstRow(leading)
        XCTAssertTrue(leadingRow.contains("Left"))
        XCTAssertLessThan(leadingRow.range(of: "Left")!.lowerBound.utf16Offset(in: leadingRow), 4)
        let trailing = host(NavigationStack { Text("body").navigationBarItems(trailing: Text("Right")) }, width: 320, height: 160)
        let trailingRow = firstRow(trailing)
        XCTAssertTrue(trailingRow.trimmingCharacters(in: .whitespaces).hasSuffix("Right"), trailingRow)
        XCTAssertGreaterThan(trailingRow.range(of: "Right")!.lowerBound.utf16Offset(in: trailingRow), 30)
    }

    /// ToolbarItemGroup puts several items at one ToolbarItemPlacement; `.cancellationAction`
    /// is leading and `.confirmationAction` trailing on iOS (Apple's placement docs).
    func testToolbarItemGroupAndPlacements() {
        let cancel: ToolbarItemPlacement = .cancellationAction
        let view = NavigationStack {
            Text("body")
                .toolbar {
                    ToolbarItem(placement: cancel) { Text("Cancel") }
                    ToolbarItemGroup(placement: .confirmationAction) {
                        Text("Save")
                        Text("Send")
                    }
                }
        }
        let row = firstRow(host(view, width: 320, height: 160))
        let trimmed = row.trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(trimmed.hasPrefix("Cancel"), row)
        XCTAssertTrue(trimmed.hasSuffix("Send"), row)
        XCTAssertLessThan(row.range(of: "Cancel")!.lowerBound, row.range(of: "Save")!.lowerBound)
        XCTAssertLessThan(row.range(of: "Save")!.lowerBound, row.range(of: "Send")!.lowerBound)
    }

    /// NavigationPath: a type-erased path; appending values of different types pushes each with
    /// its type's destination, removeLast pops (Apple's NavigationPath documentation).
    func testNavigationPathPushesMixedValues() {
        struct Demo: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Push") { path.append(5); path.append("five") }
                        Text("depth \(path.count)")
                    }
                    .navigationDestination(for: Int.self) { Text("int \($0)") }
                    .navigationDestination(for: String.self) { value in
                        Button("Pop \(value)") { path.removeLast() }
                    }
                }
            }
        }
        let h = host(Demo(), width: 320, height: 160)
        h.tap("Push")
        XCTAssertTrue(h.render().contains("Pop five"), h.render())
        h.tap("Pop five")
        XCTAssertTrue(h.render().contains("int 5"), h.render())
    }

    /// navigationDestination(isPresented:destination:): setting the binding pushes the view;
    /// Back sets it to false.
    func testNavigationDestinationIsPresented() {
        struct Demo: View {
            @State var showing = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Show") { showing = true }
                        Text(showing ? "on" : "off")
                    }
                    .navigationTitle("Root")
                    .navigationDestination(isPresented: $showing) { Text("Pushed view") }
                }
            }
        }
        let h = host(Demo(), width: 320, height: 160)
        XCTAssertFalse(h.render().contains("Pushed view"))
        h.tap("Show")
        XCTAssertTrue(h.render().contains("Pushed view"))
        XCTAssertTrue(h.tap("Back"))
        XCTAssertTrue(h.render().contains("off"))
    }
}
