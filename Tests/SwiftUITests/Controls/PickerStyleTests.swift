import Foundation
import XCTest
@testable import SwiftUI

/// The wheel, inline and navigation-link picker styles. Apple's "PickerStyle" page: a wheel
/// "presents the options in a scrollable wheel that shows the selected option and a few
/// neighboring options"; an inline picker shows its options in place (in a form, as rows with a
/// checkmark on the selected one); a navigation-link picker is a row that pushes the options.
final class PickerStyleTests: XCTestCase {
    struct Numbers: View {
        @State var number = 3
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Picker("Number", selection: $number) {
                    ForEach(1...6, id: \.self) { Text("n\($0)").tag($0) }
                }
                Text("Chosen: \(number)")
            }
        }
    }

    func testAWheelShowsTheSelectionAmidItsNeighboursWithoutTheLabel() {
        // Five lines: n1 n2 above n3, n4 n5 below; n6 is out of the window. 80 points are 10
        // cells: each option centred, the marks in the first and last cells.
        let host = host(Numbers().pickerStyle(.wheel), width: 80, height: 200)
        XCTAssertEqual(host.renderedLines, ["    n1", "    n2", "›   n3   ‹", "    n4", "    n5", "Chosen: 3"])
        XCTAssertFalse(host.render().contains("Number"))
        XCTAssertTrue(host.select("n6", in: "Number"))
        XCTAssertEqual(host.renderedLines, ["    n4", "    n5", "›   n6   ‹", "", "", "Chosen: 6"])
    }

    func testWheelPickerStyleIsTheWheel() {
        let typed = host(Numbers().pickerStyle(WheelPickerStyle()), width: 80, height: 200).renderedLines
        XCTAssertEqual(typed, host(Numbers().pickerStyle(.wheel), width: 80, height: 200).renderedLines)
    }

    func testAnInlinePickerListsTheOptionsWithACheckmarkOnTheSelection() {
        let host = host(Numbers().pickerStyle(.inline), width: 80, height: 200)
        XCTAssertEqual(host.renderedLines, ["Number", "n1", "n2", "n3       ✓", "n4", "n5", "n6", "Chosen: 3"])
        XCTAssertEqual(host.color(ofText: "✓"), resolved(.accentColor))
        XCTAssertTrue(host.select("n5", in: "Number"))
        XCTAssertEqual(host.renderedLines[5], "n5       ✓")
        XCTAssertEqual(host.renderedLines.last, "Chosen: 5")
    }

    func testInlinePickerStyleIsTheInlineList() {
        let typed = host(Numbers().pickerStyle(InlinePickerStyle()), width: 80, height: 200).renderedLines
        XCTAssertEqual(typed[3], "n3       ✓")
    }

    func testANavigationLinkPickerIsARowWithTheSelectionInGray() {
        // 200 points are 25 cells: the label, then "n3" and "›" at the trailing edge.
        let host = host(Numbers().pickerStyle(.navigationLink), width: 200, height: 200)
        XCTAssertEqual(host.renderedLines.first, "Number" + String(repeating: " ", count: 25 - 6 - 4) + "n3 ›")
        XCTAssertEqual(host.color(ofText: "n3"), resolved(.secondary))
        XCTAssertTrue(host.select("n1", in: "Number"))
        XCTAssertEqual(host.renderedLines.last, "Chosen: 1")
    }
}
