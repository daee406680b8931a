import Foundation
import XCTest
@testable import SwiftUI

/// `.task` starts with the view, sleeps on the host's virtual clock, and is cancelled when the
/// view leaves.
final class TaskTests: XCTestCase {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    struct Loader: View {
        let log: Log
        @State var text = "waiting"
        var body: some View {
            Text(text).task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    text = "done"
                } catch {
                    log.entries.append("cancelled")
                }
            }
        }
    }

    func testTaskSleepsOnTheVirtualClock() {
        let host = TerminalHost(rootView: Loader(log: Log()))
        XCTAssertTrue(host.render().contains("waiting"))
        host.advance(by: 1)
        XCTAssertTrue(host.render().contains("waiting"))
        host.advance(by: 1.5)
        XCTAssertTrue(host.render().contains("done"), host.render())
    }

    struct Switcher: View {
        let log: Log
        @State var showing = true
        var body: some View {
            VStack {
                Button("Hide") { showing = false }
                if showing { Loader(log: log) }
            }
        }
    }

    func testTaskIsCancelledWhenTheViewLeaves() {
        let log = Log()
        let host = TerminalHost(rootView: Switcher(log: log))
        host.advance(by: 1)
        host.tap("Hide")
        host.advance(by: 0.001)
        XCTAssertEqual(log.entries, ["cancelled"])
        host.advance(by: 5)
        XCTAssertFalse(host.render().contains("done"))
    }

    struct CityLoader: View {
        let log: Log
        var city: String
        @State var report = "none"
        var body: some View {
            Text("\(city): \(report)").task(id: city) {
                report = "asking"
                do {
                    try await Task.sleep(for: .seconds(2))
                    report = "\(city) done"
                } catch {
                    log.entries.append("cancelled \(city)")
                }
            }
        }
    }

    struct Journey: View {
        let log: Log
        @State var city = "Oslo"
        var body: some View {
            VStack {
                Button("Fly") { city = "Lima" }
                CityLoader(log: log, city: city)
            }
        }
    }

    /// `task(id:)` starts again when its id changes, cancelling the running task; the view
    /// keeps its place, so only the task starts over (Apple: "SwiftUI cancels the task and
    /// creates a new one" when the value changes, View.task(id:priority:_:)).
    func testTaskWithIdRestartsWhenTheIdChanges() {
        let log = Log()
        let host = TerminalHost(rootView: Journey(log: log))
        host.advance(by: 1)
        XCTAssertTrue(host.render().contains("Oslo: asking"), host.render())
        host.tap("Fly")
        host.advance(by: 0.001)
        XCTAssertEqual(log.entries, ["cancelled Oslo"])
        XCTAssertTrue(host.render().contains("Lima: asking"), host.render())
        host.advance(by: 2)
        XCTAssertTrue(host.render().contains("Lima: Lima done"), host.render())
    }

    /// Outside a view's task, Task.sleep still sleeps in real time (a learner's top-level code).
    func testSleepOutsideAViewTaskIsReal() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(nanoseconds: 20_000_000)
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(15))
    }
}
