import XCTest
@testable import SwiftUI

/// `List(selection:)` with one optional value. Apple's `List` docs ("Supporting selection in
/// lists"): a row's selection value is its tag, or the id of an `Identifiable` element; since
/// iOS 16 a tap on a row selects it outside edit mode, and the selected row is highlighted.
final class ListSelectionTests: XCTestCase {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    struct Picking: View {
        @State var chosen: Int?
        let fruits = [Fruit(id: 1, name: "Apples"), Fruit(id: 2, name: "Pears"), Fruit(id: 3, name: "Plums")]
        var body: some View {
            VStack {
                Text("chosen \(chosen.map(String.init) ?? "none")")
                List(fruits, selection: $chosen) { Text($0.name) }.listStyle(.plain)
            }
        }
    }

    private func highlights(_ host: TerminalHost) -> [CGRect] {
        let color = ListRowLayout.selectionColor.resolve(in: EnvironmentValues())
        return host.displayList.items.compactMap { item in
            if case .fill(_, let fill, _) = item.content, fill == color { return item.frame }
            return nil
        }
    }

    func testTappingARowSelectsItsElementsIDAndHighlightsIt() {
        let host = host(Picking(), width: 200, height: 300)
        XCTAssertTrue(host.render().contains("chosen none"), host.render())
        XCTAssertEqual(highlights(host), [])
        XCTAssertTrue(host.tap("Pears"))
        XCTAssertTrue(host.render().contains("chosen 2"), host.render())
        // Only the tapped row is highlighted: one 48-point row across the plain list's width.
        let pears = highlights(host)
        XCTAssertEqual(pears.count, 1)
        XCTAssertEqual(pears.first?.size, CGSize(width: 200, height: 48))
        XCTAssertTrue(host.tap("Plums"))
        XCTAssertTrue(host.render().contains("chosen 3"), host.render())
        // The highlight moves to the next row down.
        let plums = highlights(host)
        XCTAssertEqual(plums.count, 1)
        XCTAssertEqual((plums.first?.minY ?? 0) - (pears.first?.minY ?? 0), 48)
    }

    /// Plain output shows the selection: the highlight is a filled band, drawn as blocks around
    /// the row's text.
    func testPlainOutputShowsTheSelectedRow() {
        let host = host(Picking(), width: 200, height: 300)
        host.tap("Apples")
        let line = host.render().split(separator: "\n").first { $0.contains("Apples") } ?? ""
        XCTAssertTrue(line.contains("█"), host.render())
        let other = host.render().split(separator: "\n").first { $0.contains("Pears") } ?? ""
        XCTAssertFalse(other.contains("█"), host.render())
    }

    struct Tagged: View {
        @State var flavor: String?
        var body: some View {
            VStack {
                Text("flavor \(flavor ?? "none")")
                List(selection: $flavor) {
                    Text("Vanilla").tag("vanilla")
                    Text("Lemon").tag("lemon")
                }
            }
        }
    }

    func testATagIsTheRowsSelectionValue() {
        let host = host(Tagged(), width: 200, height: 300)
        XCTAssertTrue(host.tap("Lemon"))
        XCTAssertTrue(host.render().contains("flavor lemon"), host.render())
    }

    struct Named: View {
        @State var chosen: String?
        var body: some View {
            List(["Apple", "Pear", "Plum"], id: \.self, selection: $chosen) { Text($0) }.listStyle(.plain)
        }
    }

    func testStringIDsSelectAndHighlightTheirRow() {
        // `id: \.self` over strings: the row's selection value is the string itself, and the
        // list's own body does not read the selection, so the highlight must come from the list.
        let host = host(Named(), width: 200, height: 300)
        XCTAssertTrue(host.tap("Pear"))
        XCTAssertEqual(highlights(host).count, 1)
        let line = host.render().split(separator: "\n").first { $0.contains("Pear") } ?? ""
        XCTAssertTrue(line.contains("█"), host.render())
    }
}
