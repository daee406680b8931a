import XCTest
@testable import SwiftUI

/// A List's rows: at least 44 points tall (Apple's documentation of
/// `EnvironmentValues.defaultMinListRowHeight` gives the default row height; 44 points is
/// UIKit's documented default `UITableView.rowHeight`), made lazily, in sections.
final class ListTests: XCTestCase {
    func testRowsAreAtLeast44PointsAndFillTheListsWidth() {
        let host = host(List(0..<3, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }.listStyle(.plain),
                        width: 200, height: 300)
        // Row 1's text (16 points tall) is centred in the second 44-point row, 16 points in.
        assertFrame(host.frame(ofIdentifier: "row1"), CGRect(x: 16, y: 44 + 14, width: 40, height: 16))
    }

    func testAListMakesOnlyTheRowsInView() {
        struct Row: View {
            let number: Int
            var body: some View { Text("Row \(number)") }
        }
        let host = host(List(0..<100_000, id: \.self) { Row(number: $0) }.listStyle(.plain), width: 200, height: 440)
        XCTAssertEqual(host.bodyEvaluations.count, 10)
    }

    func testSectionsHaveHeadersInCapitalsInTheDefaultStyle() {
        let host = host(List {
            Section("Fruit") { Text("Apple") }
        }, width: 200, height: 200)
        let picture = host.render()
        XCTAssertTrue(picture.contains("FRUIT"), picture)
        XCTAssertTrue(picture.contains("Apple"), picture)
        // The section's rows are drawn as a group: its outline's corners.
        XCTAssertTrue(picture.contains("┌") && picture.contains("┘"), picture)
    }

    func testSeparatorsGoBetweenRowsOfASectionOnly() {
        func separators<V: View>(_ view: V) -> Int {
            host(view, width: 200, height: 400).displayList.items.filter { item in
                if case .stroke(_, _, let style) = item.content, item.frame.height == ListMetrics.minimumRowHeight { return style.lineWidth == 1 }
                return false
            }.count
        }
        XCTAssertEqual(separators(List { Text("A"); Text("B"); Text("C") }.listStyle(.plain)), 2)
        XCTAssertEqual(separators(List { Text("A"); Text("B").listRowSeparator(.hidden); Text("C") }.listStyle(.plain)), 1)
        XCTAssertEqual(separators(List { Section { Text("A") }; Section { Text("B") } }.listStyle(.plain)), 0)
    }

    func testScrollingAListShowsLaterRows() {
        let host = host(List(0..<50, id: \.self) { Text("Row \($0)") }.listStyle(.plain), width: 200, height: 220)
        XCTAssertFalse(host.render().contains("Row 10"))
        host.scroll(by: 440)
        XCTAssertTrue(host.render().contains("Row 10"))
    }
}
