import XCTest
@testable import SwiftUI

/// `swipeActions(edge:allowsFullSwipe:content:)`: Apple, "Adds custom swipe actions to a row in
/// a list"; `allowsFullSwipe`: "whether a full swipe automatically performs the first action".
/// A swipe (`host.swipe`) reveals the edge's buttons over that end of the row, as tall as the
/// row (48 points: three lines); a tap on one runs it and closes them, as on iOS.
final class SwipeActionsTests: XCTestCase {
    struct Groceries: View {
        @State var items = ["Milk", "Eggs", "Bread"]
        @State var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .swipeActions {
                                Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
                                Button("Flag") { log.append("flag \(item)") }
                            }
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                Button("Pin") { log.append("pin \(item)") }.tint(.yellow)
                            }
                    }
                }
                .listStyle(.plain)
                Text(log.joined(separator: ", "))
            }
        }
    }

    func testTheActionsAreHiddenUntilASwipe() {
        let host = host(Groceries(), width: 200, height: 176)
        XCTAssertFalse(host.render().contains("Delete"))
        let warnings = collectingWarnings { XCTAssertFalse(host.tap("Delete")) }
        XCTAssertEqual(warnings.count, 1)
    }

    func testASwipeRevealsTheTrailingActionsOverTheRowsEnd() {
        let host = host(Groceries(), width: 200, height: 176)
        XCTAssertTrue(host.swipe("Eggs"))
        // The second row is lines 3 to 5; its text is on the middle one. The buttons take
        // their labels and a cell each side ("Delete" 8 cells, "Flag" 6): 14 cells at the end
        // of the 25-cell row, filled (blocks in plain text) from the row's top to its bottom.
        let lines = host.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[4].hasSuffix("█Delete██Flag█"), lines[4])
        XCTAssertTrue(lines[4].contains("Eggs"), lines[4])
        XCTAssertTrue(lines[3].hasSuffix(String(repeating: "█", count: 14)), lines[3])
        let fills = host.displayList.items.compactMap { item -> Color.Resolved? in
            if case .fill(_, let color, _) = item.content { return color }
            return nil
        }
        // A destructive action is red; another is grey without a tint.
        XCTAssertTrue(fills.contains(resolved(.red)))
        XCTAssertTrue(fills.contains(resolved(.gray)))
        XCTAssertEqual(host.color(ofText: "Delete"), resolved(.white))
    }

    func testTappingAnActionRunsItAndClosesTheActions() {
        let host = host(Groceries(), width: 200, height: 176)
        host.swipe("Eggs")
        XCTAssertTrue(host.tap("Flag"))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "flag Eggs")
        XCTAssertFalse(host.render().contains("Delete"))
        host.swipe("Eggs")
        XCTAssertTrue(host.tap("Delete"))
        XCTAssertFalse(host.renderedLines.contains("  Eggs"))
        XCTAssertTrue(host.renderedLines.contains("  Bread"))
        XCTAssertFalse(host.render().contains("Delete"))
    }

    func testTheLeadingEdgeHasItsOwnActions() {
        let host = host(Groceries(), width: 200, height: 176)
        XCTAssertTrue(host.swipe("Milk", edge: .leading))
        let lines = host.renderedLines
        XCTAssertTrue(lines[1].hasPrefix("█Pin█"), lines[1])
        XCTAssertFalse(host.render().contains("Delete"))
        host.tap("Pin")
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "pin Milk")
    }

    func testAFullSwipeRunsTheFirstActionWhereAllowed() {
        let host = host(Groceries(), width: 200, height: 176)
        XCTAssertTrue(host.swipe("Bread", fully: true))
        XCTAssertFalse(host.render().contains("Bread"))
        // The leading actions do not allow a full swipe: it only reveals them.
        XCTAssertTrue(host.swipe("Milk", edge: .leading, fully: true))
        XCTAssertTrue(host.render().contains("Pin"))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "")
    }

    func testARowWithoutActionsIsReported() {
        let plain = host(List { Text("Fixed") }.listStyle(.plain), width: 200, height: 100)
        let warnings = collectingWarnings { XCTAssertFalse(plain.swipe("Fixed")) }
        XCTAssertEqual(warnings, [#"The List row "Fixed" has no swipe actions at its trailing edge."#])
    }
}
