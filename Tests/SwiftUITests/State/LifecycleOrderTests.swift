import Foundation
import XCTest
@testable import SwiftUI

/// The order of lifecycle actions within one update, as issue 14 §3 states SwiftUI's behaviour:
/// a view's `task` is started asynchronously on the main actor (Apple: "Adds an asynchronous
/// task to perform before this view appears"; its body runs once the main actor is free), so its
/// first line runs after every synchronous `onAppear` and `onChange(initial: true)` of the same
/// update, wherever it is written; and when a view's identity changes, the new view's `onAppear`
/// runs before the old one's `onDisappear` (with the default transition): SwiftUI inserts the
/// new view and removes the old one in the same transaction, and removal actions run once the
/// update is committed (no public measurement found; the order is the one the issue reports).
final class LifecycleOrderTests: XCTestCase {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    func testTaskStartsAfterAppearancesWhereverItIsWritten() {
        let log = Log()
        let view = VStack {
            Text("inner")
                .task { log.entries.append("inner task") }
                .onAppear { log.entries.append("inner onAppear") }
        }
        .task { log.entries.append("outer task") }
        .onChange(of: 1, initial: true) { log.entries.append("outer onChange") }
        .onAppear { log.entries.append("outer onAppear") }
        _ = TerminalHost(rootView: view)
        XCTAssertEqual(log.entries, ["inner onAppear", "outer onChange", "outer onAppear", "inner task", "outer task"])
    }

    struct Replaced: View {
        let log: Log
        @State var generation = 0
        var body: some View {
            VStack {
                Button("Replace") { generation += 1 }
                Text("generation \(generation)")
                    .onAppear { [generation] in log.entries.append("appear \(generation)") }
                    .onDisappear { [generation] in log.entries.append("disappear \(generation)") }
                    .id(generation)
            }
        }
    }

    func testNewIdentityAppearsBeforeTheOldOneDisappears() {
        let log = Log()
        let host = TerminalHost(rootView: Replaced(log: log))
        host.tap("Replace")
        XCTAssertEqual(log.entries, ["appear 0", "appear 1", "disappear 0"])
    }

    struct Switched: View {
        let log: Log
        @State var first = true
        var body: some View {
            VStack {
                Button("Switch") { first.toggle() }
                if first {
                    Text("A").onAppear { log.entries.append("A appear") }.onDisappear { log.entries.append("A disappear") }
                } else {
                    Text("B").onAppear { log.entries.append("B appear") }.onDisappear { log.entries.append("B disappear") }
                        .task { log.entries.append("B task") }
                }
            }
        }
    }

    /// An `if`/`else` swaps identities the same way; the new branch's task starts last.
    func testBranchSwitchAppearsFirstThenDisappearsThenStartsTasks() {
        let log = Log()
        let host = TerminalHost(rootView: Switched(log: log))
        host.tap("Switch")
        XCTAssertEqual(log.entries, ["A appear", "B appear", "A disappear", "B task"])
    }
}
