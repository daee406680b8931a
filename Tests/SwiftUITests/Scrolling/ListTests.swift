import XCTest
@testable import SwiftUI

/// A List's rows: at least 44 points tall on iOS (Apple's documentation of
/// `EnvironmentValues.defaultMinListRowHeight`), here 48 with 16 points above and below the
/// content, so that text, separators and outlines fall on separate rows of cells
/// (docs/deviations.md); made lazily, in sections.
final class ListTests: XCTestCase {
    func testRowsAreAtLeast48PointsAndFillTheListsWidth() {
        let host = host(List(0..<3, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }.listStyle(.plain),
                        width: 200, height: 300)
        // Row 1's text (16 points tall) is in the second 48-point row, 16 points down and in.
        assertFrame(host.frame(ofIdentifier: "row1"), CGRect(x: 16, y: 48 + 16, width: 40, height: 16))
    }

    func testAListMakesOnlyTheRowsInView() {
        struct Row: View {
            let number: Int
            var body: some View { Text("Row \(number)") }
        }
        // 480 points show ten rows of 48.
        let host = host(List(0..<100_000, id: \.self) { Row(number: $0) }.listStyle(.plain), width: 200, height: 480)
        XCTAssertEqual(host.bodyEvaluations.count, 10)
    }

    struct LoadedRow: View {
        let number: Int
        var body: some View { Text("Row \(number)") }
    }

    final class Numbers: ObservableObject {
        @Published var loaded: [Int]?
        func load() async {
            try? await Task.sleep(for: .seconds(1))
            loaded = [0, 1, 2]
        }
    }

    struct Loader: View {
        @StateObject private var numbers = Numbers()
        var body: some View {
            NavigationStack {
                Group {
                    if let loaded = numbers.loaded {
                        List(loaded, id: \.self) { number in NavigationLink("Row \(number)") { LoadedRow(number: number) } }
                    } else {
                        Text("Loading")
                    }
                }
                .navigationTitle("Rows")
            }
            .task { await numbers.load() }
        }
    }

    func testRowsThatAppearInAnUpdateRunTheirBodiesOnce() {
        // The list measures the rows it had estimated and is placed again in the same update;
        // the rows made in the first pass are placed, not made again, so "Bodies that ran" names
        // each once, as a device's list makes a cell once when it comes into view. (A link holds
        // a closure, which cannot be compared: each time it is made, its body runs.)
        let host = host(Loader(), width: 200, height: 400)
        host.advance(by: 1)
        XCTAssertEqual(host.bodyEvaluations.filter { $0.hasPrefix("NavigationLink") }.count, 3, "\(host.bodyEvaluations)")
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

    /// A `ForEach` of sections gives sections, as writing them out does: SwiftUI's lists are
    /// commonly built as `ForEach(groups) { group in Section(group.name) { … } }` (Apple's
    /// "Displaying data in lists" groups rows this way).
    func testAForEachOfSectionsDrawsAsTheSectionsWrittenOut() {
        let days = ["Today", "Tomorrow"]
        let generated = host(List {
            ForEach(days, id: \.self) { day in
                Section(day) {
                    Text("\(day) one")
                    Text("\(day) two")
                }
            }
        }, width: 240, height: 480).render()
        let written = host(List {
            Section("Today") { Text("Today one"); Text("Today two") }
            Section("Tomorrow") { Text("Tomorrow one"); Text("Tomorrow two") }
        }, width: 240, height: 480).render()
        XCTAssertEqual(generated, written)
        XCTAssertTrue(generated.contains("TOMORROW"), generated)
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

    /// Two sections are two groups, as on iOS, where a grouped list leaves space between them
    /// (WeSplit-style forms are all sections without headers). Before, the section spacing was
    /// one cell, in which the first outline's bottom edge and the second's top edge were both
    /// drawn, so the first section seemed to run on into the second.
    func testSectionsWithoutHeadersAreSeparateOutlinedGroups() {
        let picture = host(List { Section { Text("One") }; Section { Text("Two") } }, width: 200, height: 300).render()
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let one = try? XCTUnwrap(lines.firstIndex { $0.contains("One") })
        let two = try? XCTUnwrap(lines.firstIndex { $0.contains("Two") })
        guard let one, let two else { return XCTFail(picture) }
        XCTAssertTrue(lines[one..<two].contains { $0.contains("└") && $0.contains("┘") }, picture)
        XCTAssertTrue(lines[one..<two].contains { $0.contains("┌") && $0.contains("┐") }, picture)
    }

    func testScrollingAListShowsLaterRows() {
        let host = host(List(0..<50, id: \.self) { Text("Row \($0)") }.listStyle(.plain), width: 200, height: 220)
        XCTAssertFalse(host.render().contains("Row 10"))
        host.scroll(by: 440)
        XCTAssertTrue(host.render().contains("Row 10"))
    }
}
