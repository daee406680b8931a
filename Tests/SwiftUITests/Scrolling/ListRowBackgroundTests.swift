import XCTest
@testable import SwiftUI

/// Apple's docs for `listRowBackground(_:)`: "Places a custom background view behind a list row
/// item", filling the row; other rows keep the style's background.
final class ListRowBackgroundTests: XCTestCase {
    private func fills(_ host: TerminalHost, of color: Color) -> [CGRect] {
        let resolved = color.resolve(in: EnvironmentValues())
        return host.displayList.items.compactMap { item in
            if case .fill(_, let fill, _) = item.content, fill == resolved { return item.frame }
            return nil
        }
    }

    func testTheBackgroundFillsItsRowOnly() {
        let host = host(List(0..<3, id: \.self) { number in
            Text("Row \(number)").listRowBackground(number == 1 ? Color.yellow : nil)
        }.listStyle(.plain), width: 200, height: 300)
        // A plain list's rows span the list's width; row 1 is the second 48-point row.
        XCTAssertEqual(fills(host, of: .yellow), [CGRect(x: 0, y: 48, width: 200, height: 48)])
        XCTAssertTrue(host.render().contains("Row 1"), host.render())
    }

    func testInAGroupedStyleTheBackgroundStaysInsideTheSectionsGroup() {
        let host = host(List {
            Section { Text("Only").listRowBackground(Color.yellow) }
        }, width: 200, height: 300)
        // The default style is inset grouped, whose sections sit 20 points in from each side.
        let metrics = InsetGroupedListStyle()._metrics
        let frames = fills(host, of: .yellow)
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames.first?.minX, metrics.sectionMargin)
        XCTAssertEqual(frames.first?.width, 200 - 2 * metrics.sectionMargin)
        XCTAssertEqual(frames.first?.height, ListMetrics.minimumRowHeight)
    }
}
