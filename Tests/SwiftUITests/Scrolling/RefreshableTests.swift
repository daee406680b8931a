import XCTest
@testable import SwiftUI

/// `refreshable(action:)`: a person's pull runs the action, and "the refresh indicator remains
/// visible for the duration of the awaited operation" (Apple's documentation); here the
/// spinner's row holds the content 32 points down until the action returns.
final class RefreshableTests: XCTestCase {
    struct News: View {
        @State var items = ["Old"]
        var body: some View {
            List(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                .listStyle(.plain)
                .refreshable {
                    try? await Task.sleep(for: .seconds(1))
                    items.insert("New", at: 0)
                }
        }
    }

    func testPullingRunsTheActionWithASpinnerUntilItReturns() {
        let host = host(News(), width: 200, height: 200)
        // A plain row's text is 16 points below its top.
        XCTAssertEqual(host.frame(ofIdentifier: "Old")?.minY, 16)
        XCTAssertTrue(host.refresh())
        XCTAssertTrue(host.render().contains("◌"), host.render())
        XCTAssertEqual(host.frame(ofIdentifier: "Old")?.minY, 16 + 32)
        let warnings = collectingWarnings { XCTAssertFalse(host.refresh()) }
        XCTAssertEqual(warnings.count, 1, "one refresh at a time")
        host.advance(by: 1)
        XCTAssertFalse(host.render().contains("◌"), host.render())
        XCTAssertEqual(host.frame(ofIdentifier: "New")?.minY, 16)
        XCTAssertEqual(host.frame(ofIdentifier: "Old")?.minY, 48 + 16)
    }

    func testTheEnvironmentHasTheRefreshActionOnlyWhereOneIsSet() {
        let plain = host(ScrollView { Color.red.frame(height: 10).accessibilityIdentifier("c") }, width: 100, height: 100)
        XCTAssertNil(plain.environmentValue(\.refresh, for: "c") ?? nil)
        let warnings = collectingWarnings { XCTAssertFalse(plain.refresh()) }
        XCTAssertEqual(warnings.count, 1)
        final class Log: @unchecked Sendable { var runs = 0 }
        let log = Log()
        let refreshable = host(ScrollView { Color.red.frame(height: 10).accessibilityIdentifier("c") }.refreshable { log.runs += 1 }, width: 100, height: 100)
        XCTAssertNotNil(refreshable.environmentValue(\.refresh, for: "c") ?? nil)
        XCTAssertTrue(refreshable.refresh())
        XCTAssertEqual(log.runs, 1)
        // An action that does not wait is over at once: no spinner stays.
        XCTAssertFalse(refreshable.render().contains("◌"))
    }
}
