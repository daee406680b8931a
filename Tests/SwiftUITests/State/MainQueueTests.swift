import Foundation
import XCTest
@testable import SwiftUI

/// Work that app code sends to the main queue runs in the host, at the moment of the host's
/// clock it was sent. On a device the main thread's run loop drains the main queue between
/// events; Apple's `DispatchQueue.main` is "the dispatch queue associated with the main thread
/// of the current process", and `@MainActor` code runs on it.
final class MainQueueTests: XCTestCase {
    /// Answers after two seconds of the host's clock, as a download would, and hops to the main
    /// queue before changing what the view shows, as the books' network code does.
    final class Download: ObservableObject {
        @Published var text: String?
        private var alarm: AnyCancellable?

        func start() {
            alarm = VirtualClock.shared.schedule(at: VirtualClock.shared.now.addingTimeInterval(2)) { [self] in
                DispatchQueue.main.async { self.text = "arrived" }
            }
        }
    }

    struct DownloadView: View {
        @StateObject var download = Download()
        var body: some View {
            Text(download.text ?? "Loading...").onAppear { download.start() }
        }
    }

    func testABlockSentToTheMainQueueRunsWhenTheClockGetsThere() {
        let host = TerminalHost(rootView: DownloadView())
        XCTAssertTrue(host.render().contains("Loading..."))
        host.advance(by: 1.5)
        XCTAssertTrue(host.render().contains("Loading..."))
        host.advance(by: 1)
        XCTAssertTrue(host.render().contains("arrived"), host.render())
    }

    @MainActor static func fetchCount() async -> Int {
        try? await Task.sleep(for: .seconds(1))
        return 42
    }

    struct CounterView: View {
        @State private var count = 0
        var body: some View {
            Text("count \(count)").task { count = await MainQueueTests.fetchCount() }
        }
    }

    func testATaskThatCallsMainActorCodeGoesOnAfterIt() {
        // The task hops to the main actor, that is to the main queue: without draining it, the
        // task would wait there forever.
        let host = TerminalHost(rootView: CounterView())
        XCTAssertTrue(host.render().contains("count 0"))
        host.advance(by: 1.5)
        XCTAssertTrue(host.render().contains("count 42"), host.render())
    }
}
