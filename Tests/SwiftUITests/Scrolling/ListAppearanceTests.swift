import XCTest
@testable import SwiftUI

/// Row and section modifiers of a List: separator colours, section separators, header
/// prominence, the minimum row height, rows that cannot be deleted or moved, hierarchical
/// lists (Apple's documentation of each API, cited at each test).
final class ListAppearanceTests: XCTestCase {
    /// The separators drawn, with their colours, top to bottom.
    private func separators(_ host: TerminalHost) -> [(y: CGFloat, color: Color.Resolved)] {
        host.displayList.items.compactMap { item in
            guard case .stroke(let path, let color, _) = item.content else { return nil }
            let box = path.boundingRect
            return box.height == 0 ? (box.minY, color) : nil
        }.sorted { $0.y < $1.y }
    }

    /// `listRowSeparatorTint(_:edges:)`: "Sets the tint color associated with a row"'s
    /// separators; the row's line below it is drawn in that colour, the others in grey.
    func testListRowSeparatorTint() {
        let host = host(List {
            Text("A")
            Text("B").listRowSeparatorTint(.red)
            Text("C")
        }.listStyle(.plain), width: 200, height: 300)
        let lines = separators(host)
        XCTAssertEqual(lines.count, 2, "lines under A and B")
        let red = Color.red.resolve(in: EnvironmentValues())
        XCTAssertNotEqual(lines[0].color, red)
        XCTAssertEqual(lines[1].y, 96 - 0.5)
        XCTAssertEqual(lines[1].color, red)
    }

    /// `listSectionSeparator(.visible)` draws a line over the section's first row and under
    /// its last, the list's whole width; `edges: .bottom` only the lower.
    func testListSectionSeparator() {
        let plain = host(List { Section { Text("A"); Text("B") } }.listStyle(.plain), width: 200, height: 300)
        XCTAssertEqual(separators(plain).map(\.y), [47.5])
        let shown = host(List { Section { Text("A"); Text("B") }.listSectionSeparator(.visible) }.listStyle(.plain), width: 200, height: 300)
        XCTAssertEqual(separators(shown).map(\.y), [0.5, 47.5, 95.5])
        let bottom = host(List {
            Section { Text("A"); Text("B") }.listSectionSeparator(.visible, edges: .bottom).listSectionSeparatorTint(.blue)
        }.listStyle(.plain), width: 200, height: 300)
        XCTAssertEqual(separators(bottom).map(\.y), [47.5, 95.5])
        XCTAssertEqual(separators(bottom).last?.color, Color.blue.resolve(in: EnvironmentValues()))
    }

    /// `headerProminence(.increased)` (Apple's example: on a `Section` in an inset grouped
    /// list): the header is not capitalised and is drawn bold in the primary colour, where the
    /// standard header is small, grey and in capitals.
    func testHeaderProminence() {
        func header(_ list: some View) -> (text: String, color: Color.Resolved, bold: Bool)? {
            let host = host(list, width: 240, height: 300)
            for item in host.displayList.items {
                if case .text(let drawing, let color) = item.content, drawing.lines.contains(where: { $0.text.lowercased().contains("fruit") }) {
                    return (drawing.lines.map(\.text).joined(), color, drawing.isBold)
                }
            }
            return nil
        }
        let standard = header(List { Section(header: Text("Fruit")) { Text("Apple") } }.listStyle(.insetGrouped))
        XCTAssertEqual(standard?.text, "FRUIT")
        XCTAssertEqual(standard?.bold, false)
        let increased = header(List { Section(header: Text("Fruit")) { Text("Apple") }.headerProminence(.increased) }.listStyle(.insetGrouped))
        XCTAssertEqual(increased?.text, "Fruit")
        XCTAssertEqual(increased?.bold, true)
        XCTAssertEqual(increased?.color, Color.primary.resolve(in: EnvironmentValues()))
        XCTAssertNotEqual(standard?.color, increased?.color)
        // Set on the whole list, as `EnvironmentValues.headerProminence` too.
        let onList = header(List { Section(header: Text("Fruit")) { Text("Apple") } }.environment(\.headerProminence, .increased))
        XCTAssertEqual(onList?.text, "Fruit")
    }

    /// `defaultMinListRowHeight`: "the minimum height of a list row" (Apple); a one-line row of
    /// a list given 80 is 80 points tall, its text centred (32 points down).
    func testDefaultMinListRowHeight() {
        let host = host(List(0..<3, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
            .listStyle(.plain)
            .environment(\.defaultMinListRowHeight, 80), width: 200, height: 300)
        assertFrame(host.frame(ofIdentifier: "row1"), CGRect(x: 16, y: 80 + 32, width: 40, height: 16))
        XCTAssertEqual(host.environmentValue(\.defaultMinListRowHeight, for: "row1"), 80)
    }

    struct Fruits: View {
        @State var names = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name).deleteDisabled(name == "Apple").moveDisabled(name == "Cherry")
                }
                .onDelete { names.remove(atOffsets: $0) }
                .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
        }
    }

    /// `deleteDisabled(true)`: the row cannot be deleted though its ForEach has `onDelete`;
    /// `moveDisabled(true)` likewise for moving. Other rows still can.
    func testDeleteAndMoveDisabled() {
        let host = host(Fruits(), width: 200, height: 300)
        let warnings = collectingWarnings {
            XCTAssertFalse(host.delete("Apple"))
            XCTAssertFalse(host.move("Cherry", toOffset: 0))
        }
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(host.render().contains("Apple"))
        XCTAssertTrue(host.move("Apple", toOffset: 3))
        XCTAssertTrue(host.delete("Banana"))
        let rows = host.render()
        XCTAssertFalse(rows.contains("Banana"))
        XCTAssertLessThan(rows.range(of: "Cherry")!.lowerBound, rows.range(of: "Apple")!.lowerBound)
    }

    struct Item: Identifiable {
        let name: String
        var children: [Item]?
        var id: String { name }
    }

    /// A hierarchical list (Apple's `List(_:children:rowContent:)`, an `OutlineGroup` in a
    /// list): a row per top-level item; an item with children has a chevron, and a tap opens
    /// it, showing its children indented under it.
    func testHierarchicalList() {
        let items = [
            Item(name: "Fruit", children: [Item(name: "Apple"), Item(name: "Pear")]),
            Item(name: "Bread"),
        ]
        let host = host(List(items, children: \.children) { Text($0.name).accessibilityIdentifier($0.name) }.listStyle(.plain),
                        width: 240, height: 300)
        XCTAssertTrue(host.render().contains("Fruit"))
        XCTAssertTrue(host.render().contains("›"), host.render())
        XCTAssertFalse(host.render().contains("Apple"))
        // Two rows of 48: Bread is in the second.
        XCTAssertEqual(host.frame(ofIdentifier: "Bread")?.minY, 48 + 16)
        XCTAssertTrue(host.tap("Fruit"))
        let open = host.frame(ofIdentifier: "Apple")
        XCTAssertNotNil(open, host.render())
        // Indented 20 points from Fruit's text, a row of cells (16 points) under it.
        XCTAssertEqual(open?.minX, 16 + 20)
        XCTAssertEqual(open?.minY, 16 + 16 + 16)
        XCTAssertNotNil(host.frame(ofIdentifier: "Pear"))
    }

    func testOutlineGroupOutsideAList() {
        let items = [Item(name: "Root", children: [Item(name: "Leaf")])]
        let host = host(VStack(alignment: .leading) { OutlineGroup(items, children: \.children) { Text($0.name) } }, width: 240, height: 200)
        XCTAssertTrue(host.tap("Root"))
        XCTAssertTrue(host.render().contains("Leaf"))
    }
}
