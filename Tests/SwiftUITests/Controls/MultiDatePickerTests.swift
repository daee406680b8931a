import Foundation
import XCTest
@testable import SwiftUI

/// `MultiDatePicker`: a month grid whose days a tap selects and deselects.
final class MultiDatePickerTests: XCTestCase {
    private struct Trip: View {
        @State var dates: Set<DateComponents> = [DateComponents(calendar: Calendar(identifier: .gregorian), year: 2024, month: 2, day: 14)]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                MultiDatePicker("Dates", selection: $dates)
                Text("\(dates.count) days")
            }
        }
    }

    /// Apple's docs for `MultiDatePicker`: a calendar on which several dates are selected. Drawn
    /// as the graphical picker's month: February 2024 (the selected day's month) starts on a
    /// Thursday, so its first row has four empty 32-point columns (16 cells) before "1", centred
    /// in its 4 cells (2 more); the weekday names are SUN … SAT, each centred in its column
    /// (en_US's first weekday is Sunday). The 14th is drawn on the tint.
    func testTheMonthGridOfTheSelection() {
        let h = TerminalHost(rootView: Trip(), proposal: ProposedViewSize(width: 240, height: nil))
        let lines = h.renderedLines
        XCTAssertEqual(lines[0].trimmingCharacters(in: .whitespaces), "February 2024")
        XCTAssertTrue(lines[1].hasPrefix(" SUN MON TUE WED THU FRI SAT"))
        XCTAssertEqual(lines[2].firstIndex(of: "1").map { lines[2].distance(from: lines[2].startIndex, to: $0) }, 18)
        XCTAssertEqual(h.color(ofText: "14"), resolved(.white))
        XCTAssertEqual(lines.last, "1 days")
    }

    /// A tap on a day selects it; a tap on a selected day deselects it.
    func testTapTogglesADay() {
        let h = TerminalHost(rootView: Trip(), proposal: ProposedViewSize(width: 240, height: nil))
        XCTAssertTrue(h.tap("20"))
        XCTAssertEqual(h.renderedLines.last, "2 days")
        XCTAssertTrue(h.tap("14"))
        XCTAssertTrue(h.tap("20"))
        XCTAssertEqual(h.renderedLines.last, "0 days")
    }
}
