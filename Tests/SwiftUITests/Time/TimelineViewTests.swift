import Foundation
import XCTest
@testable import SwiftUI

/// TimelineView: "A view that updates according to a schedule that you provide" (Apple). Its
/// content is made with the date of the schedule's latest entry that the virtual clock has
/// reached. The clock is shared and only moves forward, so each test counts from its own start.
final class TimelineViewTests: XCTestCase {
    final class Counter { var count = 0 }

    /// Shows the context's date as whole milliseconds after `start`.
    private func timeline<S: TimelineSchedule>(_ schedule: S, from start: Date, counter: Counter = Counter()) -> TerminalHost {
        TerminalHost(rootView: TimelineView(schedule) { context in
            let _ = counter.count += 1
            Text("\(Int((context.date.timeIntervalSince(start) * 1000).rounded()))")
        }, proposal: ProposedViewSize(width: 160, height: 16))
    }

    private func shown(_ host: TerminalHost) -> String {
        host.renderedLines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    func testPeriodicShowsTheLatestEntryReached() {
        let start = VirtualClock.shared.now
        let host = timeline(.periodic(from: start, by: 1), from: start)
        XCTAssertEqual(shown(host), "0")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), "0", "no entry between 0 and 1 s")
        host.advance(by: 0.5)
        XCTAssertEqual(shown(host), "1000")
        host.advance(by: 2.25)
        XCTAssertEqual(shown(host), "3000", "3.25 s: the entry at 3 s")
    }

    func testPeriodicFirstDateMayBeInThePast() {
        // Entries at start − 10.5 + 2k: the last at or before the start is start − 0.5, which
        // Apple's `Context.date` documents as the first date ("it might be in the past").
        let start = VirtualClock.shared.now
        let host = timeline(.periodic(from: start.addingTimeInterval(-10.5), by: 2), from: start)
        XCTAssertEqual(shown(host), "-500")
        host.advance(by: 1.5)
        XCTAssertEqual(shown(host), "1500")
    }

    func testContentIsMadeOncePerEntry() {
        let start = VirtualClock.shared.now
        let counter = Counter()
        let host = timeline(.periodic(from: start, by: 1), from: start, counter: counter)
        XCTAssertEqual(counter.count, 1)
        host.advance(by: 3.5)
        // Entries at 1, 2 and 3 s: three more updates, none between them.
        XCTAssertEqual(counter.count, 4)
        XCTAssertEqual(shown(host), "3000")
    }

    func testEveryMinuteStartsAtTheStartOfTheMinute() {
        let now = VirtualClock.shared.now
        // Apple: created at 10:09:38, the first entry is 10:09:00, then every minute start.
        let minute = Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        let host = timeline(.everyMinute, from: minute)
        XCTAssertEqual(shown(host), "0")
        let toNextMinute = minute.addingTimeInterval(60).timeIntervalSince(now)
        host.advance(by: toNextMinute - 0.01)
        XCTAssertEqual(shown(host), "0")
        host.advance(by: 0.01)
        XCTAssertEqual(shown(host), "60000")
        host.advance(by: 150)
        XCTAssertEqual(shown(host), "180000", "2.5 minutes later: the start of the third minute after")
    }

    func testAnimationUpdatesAtEveryFrame() {
        let start = VirtualClock.shared.now
        let counter = Counter()
        let host = timeline(.animation, from: start, counter: counter)
        XCTAssertEqual(shown(host), "0")
        host.advance(by: 0.1)
        // 60 frames a second: 6 frames in 0.1 s, the last at 100 ms.
        XCTAssertEqual(shown(host), "100")
        XCTAssertEqual(counter.count, 7)
    }

    func testAnimationWithAMinimumInterval() {
        let start = VirtualClock.shared.now
        let host = timeline(.animation(minimumInterval: 0.5), from: start)
        host.advance(by: 0.4)
        XCTAssertEqual(shown(host), "0")
        host.advance(by: 0.1)
        XCTAssertEqual(shown(host), "500")
        host.advance(by: 0.7)
        XCTAssertEqual(shown(host), "1000")
    }

    func testPausedAnimationDoesNotUpdate() {
        let start = VirtualClock.shared.now
        let counter = Counter()
        let host = timeline(.animation(minimumInterval: nil, paused: true), from: start, counter: counter)
        host.advance(by: 5)
        XCTAssertEqual(shown(host), "0")
        XCTAssertEqual(counter.count, 1)
    }

    func testExplicitUpdatesAtEachDateAndNotAfterTheLast() {
        let start = VirtualClock.shared.now
        let counter = Counter()
        let dates = [start.addingTimeInterval(1), start.addingTimeInterval(3)]
        let host = timeline(.explicit(dates), from: start, counter: counter)
        XCTAssertEqual(shown(host), "0", "before the first date: the date the view appeared")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "1000")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "1000")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "3000")
        host.advance(by: 10)
        XCTAssertEqual(shown(host), "3000")
        XCTAssertEqual(counter.count, 3)
    }

    func testExplicitWithAPastDateStartsThere() {
        let start = VirtualClock.shared.now
        let host = timeline(.explicit([start.addingTimeInterval(-5), start.addingTimeInterval(2)]), from: start)
        XCTAssertEqual(shown(host), "-5000")
        host.advance(by: 2)
        XCTAssertEqual(shown(host), "2000")
    }

    func testContextCadenceIsLive() {
        let host = TerminalHost(rootView: TimelineView(.everyMinute) { (context: TimelineView<EveryMinuteTimelineSchedule, Text>.Context) in
            Text(context.cadence == .live ? "live" : "slow")
        }, proposal: ProposedViewSize(width: 80, height: 16))
        XCTAssertEqual(shown(host), "live")
    }

    /// Code as app developers write it: a clock of the time and the seconds elapsed, and an
    /// animation that reads the date as a number.
    struct Clock: View {
        let start: Date
        var body: some View {
            TimelineView(.periodic(from: start, by: 1.0)) { context in
                VStack {
                    Text("Elapsed \(context.date.timeIntervalSince(start), specifier: "%.0f") s")
                    TimelineView(.animation(minimumInterval: 0.25, paused: false)) { timeline in
                        let beats = Int(timeline.date.timeIntervalSince(start) * 4)
                        Text(String(repeating: "•", count: beats % 4 + 1))
                    }
                }
            }
        }
    }

    /// The lines with text, without the row of the stack's 8-point spacing.
    private func lines(_ host: TerminalHost) -> [String] {
        host.renderedLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func testNestedTimelinesInAppCode() {
        let start = VirtualClock.shared.now
        let host = TerminalHost(rootView: Clock(start: start), proposal: ProposedViewSize(width: 160, height: 48))
        XCTAssertEqual(lines(host), ["Elapsed 0 s", "•"])
        host.advance(by: 0.5)
        XCTAssertEqual(lines(host), ["Elapsed 0 s", "•••"])
        host.advance(by: 0.75)
        // 1.25 s: the outer entry at 1 s, the inner one at 1.25 s (5 beats: 5 % 4 + 1 = 2 dots).
        XCTAssertEqual(lines(host), ["Elapsed 1 s", "••"])
    }

    func testScheduleEntries() {
        // The entries as Apple documents them: a periodic schedule from the last period at or
        // before the start; an animation schedule every frame from the start, only the start
        // while paused; an explicit schedule its dates, whatever the start.
        let origin = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule(from: origin, by: 10)
        XCTAssertEqual(Array(periodic.entries(from: origin.addingTimeInterval(25), mode: .normal).prefix(3)),
                       [1020, 1030, 1040].map(Date.init(timeIntervalSinceReferenceDate:)))
        XCTAssertEqual(Array(periodic.entries(from: origin.addingTimeInterval(-25), mode: .normal).prefix(1)), [origin])
        let frames = AnimationTimelineSchedule(minimumInterval: 0.5, paused: false)
        XCTAssertEqual(Array(frames.entries(from: origin, mode: .normal).prefix(3)),
                       [1000, 1000.5, 1001].map(Date.init(timeIntervalSinceReferenceDate:)))
        XCTAssertEqual(Array(AnimationTimelineSchedule(paused: true).entries(from: origin, mode: .normal)), [origin])
        XCTAssertEqual(Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 638), mode: .normal).prefix(2)),
                       [600, 660].map(Date.init(timeIntervalSinceReferenceDate:)))
        XCTAssertEqual(Array(ExplicitTimelineSchedule([origin]).entries(from: .distantFuture, mode: .normal)), [origin])
    }

    func testStopsWhenTheViewLeaves() {
        struct Switcher: View {
            let counter: Counter
            @State var showing = true
            var body: some View {
                VStack {
                    Button("Hide") { showing = false }
                    if showing {
                        TimelineView(.periodic(from: .distantPast, by: 1)) { _ in
                            let _ = counter.count += 1
                            Text("tick")
                        }
                    }
                }
            }
        }
        let counter = Counter()
        let host = TerminalHost(rootView: Switcher(counter: counter))
        host.tap("Hide")
        let afterHiding = counter.count
        host.advance(by: 5)
        XCTAssertEqual(counter.count, afterHiding)
    }
}
