import Foundation
import XCTest
@testable import SwiftUI

/// DatePicker: drawn as iOS's compact form, the label on the leading side and the date and the
/// time on the trailing side, each a button on iOS and in brackets here: `Jun 3, 2019` (the
/// medium date of en_US) and `11:23 PM` (its short time), in UTC whatever the machine's zone.
final class ControlsDatePickerTests: XCTestCase {
    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    struct Planner: View {
        @State var start = ControlsDatePickerTests.utc(2019, 6, 3, 23, 23)
        var body: some View {
            VStack {
                DatePicker("Start", selection: $start, in: ControlsDatePickerTests.utc(2019, 1, 1, 0, 0)...ControlsDatePickerTests.utc(2019, 12, 31, 0, 0))
                Text(start, style: .date)
            }
        }
    }

    func testDrawsLabelLeadingAndDateAndTimeTrailing() {
        // 40 cells (320 pt): the 24 cells of "[Jun 3, 2019] [11:23 PM]" at the end, one cell
        // (8 pt) of spacing, and the label in the other 15.
        let host = host(DatePicker("Start", selection: .constant(Self.utc(2019, 6, 3, 23, 23))), width: 320, height: 16)
        XCTAssertEqual(host.renderedLines, ["Start" + String(repeating: " ", count: 11) + "[Jun 3, 2019] [11:23 PM]"])
    }

    func testTakesTheProposedWidthAndOneLine() {
        let host = host(DatePicker("Start", selection: .constant(Self.utc(2019, 6, 3, 23, 23))).accessibilityIdentifier("picker"), width: 400, height: 100)
        assertFrame(host.frame(ofIdentifier: "picker"), CGRect(x: 0, y: 0, width: 400, height: 16))
    }

    func testDisplayedComponents() {
        let date = Self.utc(2019, 6, 3, 23, 23)
        let dateOnly = host(DatePicker("Due", selection: .constant(date), displayedComponents: DatePickerComponents.date).fixedSize(), width: 400, height: 16)
        // 3 (label) + 1 (8 pt spacing) + 13 ("[Jun 3, 2019]") cells.
        XCTAssertEqual(dateOnly.renderedLines.first?.trimmingCharacters(in: .whitespaces), "Due [Jun 3, 2019]")
        XCTAssertEqual(dateOnly.size, CGSize(width: 17 * 8, height: 16))
        let timeOnly = host(DatePicker("Alarm", selection: .constant(date), displayedComponents: [.hourAndMinute]).fixedSize(), width: 400, height: 16)
        XCTAssertEqual(timeOnly.renderedLines.first?.trimmingCharacters(in: .whitespaces), "Alarm [11:23 PM]")
    }

    func testEveryStyleIsTheCompactForm() {
        let date = Self.utc(2019, 6, 3, 23, 23)
        let compact = host(DatePicker("Start", selection: .constant(date)).datePickerStyle(.compact), width: 400, height: 16).renderedLines
        for style in [AnyDatePickerStyleCase.graphical, .wheel, .automatic] {
            let picker = DatePicker("Start", selection: .constant(date))
            let lines: [String] = switch style {
            case .graphical: host(picker.datePickerStyle(.graphical), width: 400, height: 16).renderedLines
            case .wheel: host(picker.datePickerStyle(.wheel), width: 400, height: 16).renderedLines
            case .automatic: host(picker.datePickerStyle(.automatic), width: 400, height: 16).renderedLines
            }
            XCTAssertEqual(lines, compact)
        }
    }

    enum AnyDatePickerStyleCase { case graphical, wheel, automatic }

    func testSetDateChangesTheBindingAndRedraws() {
        let host = TerminalHost(rootView: Planner(), proposal: ProposedViewSize(width: 400, height: 32))
        XCTAssertTrue(host.render().contains("June 3, 2019"))
        XCTAssertTrue(host.setDate(Self.utc(2019, 7, 4, 9, 5), for: "Start"))
        XCTAssertTrue(host.render().contains("[Jul 4, 2019] [9:05 AM]"), host.render())
        XCTAssertTrue(host.render().contains("July 4, 2019"), "the binding changed")
    }

    func testSetDateKeepsWithinTheRange() {
        let host = TerminalHost(rootView: Planner(), proposal: ProposedViewSize(width: 400, height: 32))
        XCTAssertTrue(host.setDate(Self.utc(2021, 3, 1, 12, 0), for: "Start"))
        XCTAssertTrue(host.render().contains("[Dec 31, 2019] [12:00 AM]"), host.render())
    }

    func testIncrementAndDecrementMoveADayOrAMinute() {
        let host = TerminalHost(rootView: Planner(), proposal: ProposedViewSize(width: 400, height: 32))
        XCTAssertTrue(host.increment("Start"))
        XCTAssertTrue(host.render().contains("[Jun 4, 2019] [11:23 PM]"), host.render())
        XCTAssertTrue(host.decrement("Start"))
        XCTAssertTrue(host.decrement("Start"))
        XCTAssertTrue(host.render().contains("[Jun 2, 2019] [11:23 PM]"), host.render())
        let time = TerminalHost(rootView: DatePicker("Alarm", selection: .constant(Self.utc(2019, 6, 3, 23, 23)), displayedComponents: .hourAndMinute))
        let warnings = collectingWarnings { XCTAssertFalse(time.setValue(3, for: "Alarm")) }
        XCTAssertEqual(warnings.first?.contains("setDate(_:for:)"), true)
    }

    func testTimeOnlyPickerStepsByAMinute() {
        struct Alarm: View {
            @State var time = ControlsDatePickerTests.utc(2019, 6, 3, 23, 59)
            var body: some View { DatePicker("Alarm", selection: $time, displayedComponents: .hourAndMinute) }
        }
        let host = TerminalHost(rootView: Alarm(), proposal: ProposedViewSize(width: 400, height: 16))
        XCTAssertTrue(host.increment("Alarm"))
        XCTAssertTrue(host.render().contains("[12:00 AM]"), host.render())
    }

    func testInAFormRow() {
        struct Settings: View {
            @State var due = ControlsDatePickerTests.utc(2019, 6, 3, 23, 23)
            var body: some View {
                Form {
                    DatePicker("Due", selection: $due, displayedComponents: [.date])
                        .datePickerStyle(.graphical)
                }
            }
        }
        let host = TerminalHost(rootView: Settings(), proposal: ProposedViewSize(width: 320, height: 160))
        XCTAssertTrue(host.render().contains("Due"), host.render())
        XCTAssertTrue(host.render().contains("[Jun 3, 2019]"), host.render())
        XCTAssertTrue(host.setDate(Self.utc(2020, 2, 29, 0, 0), for: "Due"))
        XCTAssertTrue(host.render().contains("[Feb 29, 2020]"), host.render())
    }

    func testSetDateOnAnotherControlIsRefused() {
        let warnings = collectingWarnings {
            let host = TerminalHost(rootView: Toggle("Start", isOn: .constant(true)))
            XCTAssertFalse(host.setDate(Self.utc(2019, 7, 4, 9, 5), for: "Start"))
        }
        XCTAssertEqual(warnings.count, 1)
    }

    func testDisabledPickerIsNotChanged() {
        let warnings = collectingWarnings {
            let host = TerminalHost(rootView: Planner().disabled(true), proposal: ProposedViewSize(width: 400, height: 32))
            XCTAssertFalse(host.setDate(Self.utc(2019, 7, 4, 9, 5), for: "Start"))
            XCTAssertTrue(host.render().contains("June 3, 2019"))
        }
        XCTAssertEqual(warnings.first?.contains("disabled"), true)
    }
}
