import Foundation
import XCTest
@testable import SwiftUI

/// `Text(_:style:)` and `Text(timerInterval:…)`, with Apple's example outputs from the
/// documentation of `Text.DateStyle` (`11:23 PM`, `June 3, 2019`, `2 hours, 23 minutes`,
/// `1 year, 1 month`, `+2 hours`, `-3 months`, `2:32`, `36:59:01`). Dates are written in UTC
/// whatever the machine's time zone, so the fixed dates here are made in UTC.
final class TextDateStyleTests: XCTestCase {
    private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func host(_ text: Text) -> TerminalHost {
        TerminalHost(rootView: text.fixedSize(), proposal: ProposedViewSize(width: 400, height: 16))
    }

    private func shown(_ host: TerminalHost) -> String {
        host.renderedLines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    private var now: Date { VirtualClock.shared.now }

    func testTimeStyle() {
        XCTAssertEqual(shown(host(Text(utc(2019, 6, 3, 23, 23), style: .time))), "11:23 PM")
        XCTAssertEqual(shown(host(Text(utc(2019, 6, 3, 0, 5), style: .time))), "12:05 AM")
        XCTAssertEqual(shown(host(Text(utc(2019, 6, 3, 12, 0), style: .time))), "12:00 PM")
    }

    func testTimeIsTheSameInAnyTimeZone() {
        let saved = NSTimeZone.default
        defer { NSTimeZone.default = saved }
        NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertEqual(shown(host(Text(utc(2019, 6, 3, 23, 23), style: .time))), "11:23 PM")
    }

    func testStaticStylesDoNotDependOnTheClock() {
        let date = utc(2019, 6, 3, 23, 23)
        for style: Text.DateStyle in [.time, .date] {
            let host = host(Text(date, style: style))
            let before = shown(host)
            host.advance(by: 3600)
            XCTAssertEqual(shown(host), before)
        }
    }

    func testDateStyle() {
        XCTAssertEqual(shown(host(Text(utc(2019, 6, 3, 23, 23), style: .date))), "June 3, 2019")
        XCTAssertEqual(shown(host(Text(utc(2024, 12, 25, 8, 0), style: .date))), "December 25, 2024")
    }

    func testRelativeShowsTwoUnitsAndUpdates() {
        let host = host(Text(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative))
        XCTAssertEqual(shown(host), "2 hours, 23 minutes")
        host.advance(by: 60)
        XCTAssertEqual(shown(host), "2 hours, 22 minutes")
        let past = self.host(Text(now.addingTimeInterval(-65), style: .relative))
        XCTAssertEqual(shown(past), "1 minute, 5 seconds")
        past.advance(by: 1)
        XCTAssertEqual(shown(past), "1 minute, 6 seconds", "updated as the clock advances")
    }

    func testRelativeInYearsAndMonths() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let later = calendar.date(byAdding: DateComponents(year: 1, month: 1), to: now)!
        XCTAssertEqual(shown(host(Text(later, style: .relative))), "1 year, 1 month")
    }

    func testOffsetHasASignAndOneUnit() {
        let host = host(Text(now.addingTimeInterval(-2 * 3600 - 30), style: .offset))
        XCTAssertEqual(shown(host), "+2 hours")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let later = calendar.date(byAdding: .month, value: 3, to: now)!
        XCTAssertEqual(shown(self.host(Text(later, style: .offset))), "-3 months")
        let soon = self.host(Text(now.addingTimeInterval(-58), style: .offset))
        XCTAssertEqual(shown(soon), "+58 seconds")
        soon.advance(by: 2)
        XCTAssertEqual(shown(soon), "+1 minute")
    }

    func testTimerCountsEachSecond() {
        let host = host(Text(now.addingTimeInterval(-152), style: .timer))
        XCTAssertEqual(shown(host), "2:32")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), "2:32")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), "2:33")
        let long = self.host(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer))
        XCTAssertEqual(shown(long), "36:59:01")
    }

    func testTimerToAFutureDateCountsDown() {
        let host = host(Text(now.addingTimeInterval(90), style: .timer))
        XCTAssertEqual(shown(host), "1:30")
        host.advance(by: 30)
        XCTAssertEqual(shown(host), "1:00")
    }

    func testInterpolatedDateStyle() {
        let host = host(Text("Ends in \(now.addingTimeInterval(90), style: .timer) at \(utc(2019, 6, 3, 23, 23), style: .time)"))
        XCTAssertEqual(shown(host), "Ends in 1:30 at 11:23 PM")
        host.advance(by: 31)
        XCTAssertEqual(shown(host), "Ends in 0:59 at 11:23 PM")
    }

    func testStyledAndConcatenatedLiveTextUpdates() {
        let host = host(Text(now.addingTimeInterval(-5), style: .timer).bold() + Text(" elapsed"))
        XCTAssertEqual(shown(host), "0:05 elapsed")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "0:06 elapsed")
    }

    func testLiveTextInterpolatedInAnotherStaysLive() {
        let text = Text("Left: \(Text(now.addingTimeInterval(10), style: .timer).bold())!")
        XCTAssertEqual(text.runs.map(\.string), ["Left: ", "0:10", "!"])
        XCTAssertEqual(text.runs[1].style.weight, .bold, "the timer keeps its own style")
        let host = host(text)
        XCTAssertEqual(shown(host), "Left: 0:10!")
        host.advance(by: 3)
        XCTAssertEqual(shown(host), "Left: 0:07!")
    }

    func testTimerIntervalCountsDownOrUp() {
        let down = host(Text(timerInterval: now...now.addingTimeInterval(300)))
        let up = host(Text(timerInterval: now...now.addingTimeInterval(300), countsDown: false))
        XCTAssertEqual(shown(down), "5:00")
        XCTAssertEqual(shown(up), "0:00")
        down.advance(by: 61)
        up.update()
        XCTAssertEqual(shown(down), "3:59")
        XCTAssertEqual(shown(up), "1:01")
        down.advance(by: 1000)
        XCTAssertEqual(shown(down), "0:00", "stops at the end of the interval")
    }

    func testTimerIntervalPausedAndWithoutHours() {
        let paused = host(Text(timerInterval: now...now.addingTimeInterval(300), pauseTime: now.addingTimeInterval(10)))
        XCTAssertEqual(shown(paused), "4:50")
        paused.advance(by: 20)
        XCTAssertEqual(shown(paused), "4:50")
        XCTAssertEqual(shown(host(Text(timerInterval: now...now.addingTimeInterval(7200), showsHours: false))), "120:00")
        XCTAssertEqual(shown(host(Text(timerInterval: now...now.addingTimeInterval(7200)))), "2:00:00")
    }
}
