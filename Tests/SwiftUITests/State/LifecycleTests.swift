import Foundation
import XCTest
@testable import SwiftUI

final class LifecycleTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    /// Observed in SwiftUI (benigumo.com, 2024): appear actions run deepest view first, and a
    /// view's own onAppear/onChange(initial:) in the order written.
    func testAppearOrderIsDeepestFirst() {
        let log = Log()
        let view = VStack {
            Text("inner")
                .onAppear { log.entries.append("Text onAppear") }
                .onChange(of: 1, initial: true) { log.entries.append("Text onChange") }
        }
        .onAppear { log.entries.append("VStack onAppear") }
        _ = TerminalHost(rootView: view)
        XCTAssertEqual(log.entries, ["Text onAppear", "Text onChange", "VStack onAppear"])
    }

    struct Toggler: View {
        let log: Log
        @State var showing = true
        @State var count = 0
        var body: some View {
            VStack {
                Button("Toggle") { showing.toggle() }
                Button("Count") { count += 1 }
                if showing {
                    Text("shown")
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                }
            }
            .onChange(of: count) { old, new in log.entries.append("count \(old)→\(new)") }
        }
    }

    func testAppearDisappearAndChange() {
        let log = Log()
        let host = TerminalHost(rootView: Toggler(log: log))
        host.tap("Count")
        host.tap("Toggle")
        host.tap("Count")
        host.tap("Toggle")
        XCTAssertEqual(log.entries, ["appear", "count 0→1", "disappear", "count 1→2", "appear"])
    }

    func testOnChangeOfAnOptionalAnyHashableSeesNil() {
        // "onChange(of:initial:_:)": the action gets the old and new values when the value
        // changes; a change from a value to nil hands over nil, and nil to nil is no change.
        struct Chooser: View {
            let log: Log
            @State var choice: AnyHashable? = 1
            var body: some View {
                Button("Clear") { choice = nil }
                    .onChange(of: choice) { old, new in log.entries.append("\(old.map { "\($0)" } ?? "nil")→\(new.map { "\($0)" } ?? "nil")") }
            }
        }
        let log = Log()
        let host = TerminalHost(rootView: Chooser(log: log))
        host.tap("Clear")
        host.tap("Clear")
        XCTAssertEqual(log.entries, ["1→nil"])
    }

    /// State changed in onAppear is applied before the host is done.
    struct Loader: View {
        @State var text = "loading"
        var body: some View { Text(text).onAppear { text = "loaded" } }
    }

    func testStateChangedInOnAppearIsShown() {
        XCTAssertTrue(TerminalHost(rootView: Loader()).render().contains("loaded"))
    }

    /// onReceive runs for each value while the view is in the tree.
    struct Ticker: View {
        @State var ticks = 0
        var body: some View {
            Text("ticks \(ticks)")
                .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
        }
    }

    func testOnReceiveFollowsTheClock() {
        let host = TerminalHost(rootView: Ticker())
        host.advance(by: 2)
        XCTAssertTrue(host.render().contains("ticks 4"), host.render())
    }
}
