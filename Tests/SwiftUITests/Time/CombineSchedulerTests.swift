import XCTest
@testable import SwiftUI

/// `DispatchQueue.main` and `RunLoop.main` as Combine schedulers, on the host's virtual clock.
/// Apple's `debounce(for:scheduler:options:)`: "Publishes elements only after a specified time
/// interval elapses between events"; `receive(on:)` delivers on the scheduler, later than the
/// send that caused it.
final class CombineSchedulerTests: XCTestCase {
    private final class Search: ObservableObject {
        @Published var query = ""
        @Published var settled = ""
        @Published var delivered = 0
        private var subscriptions = Set<AnyCancellable>()

        init() {
            $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .sink { [unowned self] in self.settled = $0 }
                .store(in: &subscriptions)
            $query.dropFirst().receive(on: DispatchQueue.main)
                .sink { [unowned self] _ in self.delivered += 1 }
                .store(in: &subscriptions)
        }
    }

    private struct SearchView: View {
        @ObservedObject var search: Search
        var body: some View { Text("[\(search.settled)] \(search.delivered)") }
    }

    func testDebounceWaitsForAQuietIntervalOnTheClock() {
        let search = Search()
        let host = TerminalHost(rootView: SearchView(search: search), proposal: .unspecified)
        host.advance(by: 0.5)
        search.query = "S"
        host.advance(by: 0.2)
        search.query = "Sw"
        host.advance(by: 0.2)
        XCTAssertEqual(search.settled, "", "0.2 s since the last change: still waiting")
        // A hair past 300 ms: the clock's dates add up in binary fractions.
        host.advance(by: 0.11)
        XCTAssertEqual(host.render(), "[Sw] 2", "300 ms after the last change it settles on the last value")
    }

    func testReceiveOnTheMainQueueDeliversAtTheNextDrainNotAtTheSend() {
        let search = Search()
        let host = TerminalHost(rootView: SearchView(search: search), proposal: .unspecified)
        search.query = "a"
        XCTAssertEqual(search.delivered, 0, "not during the send")
        host.advance(by: 0)
        XCTAssertEqual(search.delivered, 1)
    }

    /// A repeating schedule runs at its first date and every interval after, until cancelled.
    func testARepeatingScheduleFollowsTheClockUntilCancelled() {
        let host = TerminalHost(rootView: Text("clock"), proposal: .unspecified)
        var ticks = 0
        let start = RunLoop.main.now.advanced(by: 1)
        let cancellable = RunLoop.main.schedule(after: start, interval: .seconds(0.5)) { ticks += 1 }
        host.advance(by: 0.9)
        XCTAssertEqual(ticks, 0)
        host.advance(by: 1.1)
        XCTAssertEqual(ticks, 3, "at 1, 1.5 and 2 s")
        cancellable.cancel()
        host.advance(by: 2)
        XCTAssertEqual(ticks, 3)
    }
}
