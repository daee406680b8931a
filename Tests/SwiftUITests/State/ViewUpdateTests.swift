import Foundation
import XCTest
@testable import SwiftUI

/// Thinking in SwiftUI ch. 2: which bodies run again after a state change (experiments S-10 to
/// S-12 of the book, written afresh). `bodyEvaluations` lists the bodies that ran, in order.
final class ViewUpdateTests: XCTestCase {
    // S-10: the state is passed down as a plain value, so both bodies run.
    struct PlainLabel: View {
        let number: Int
        var body: some View {
            Group {
                if number > 0 { Text("Tapped \(number) times") }
            }
        }
    }

    struct PlainParent: View {
        @State var counter = 0
        var body: some View {
            VStack {
                Button("Tap me!") { counter += 1 }
                PlainLabel(number: counter)
            }
        }
    }

    func testPlainParameterRunsParentAndChild() {
        let host = TerminalHost(rootView: PlainParent())
        XCTAssertEqual(host.bodyEvaluations, ["PlainParent", "PlainLabel"])
        host.tap("Tap me!")
        XCTAssertEqual(host.bodyEvaluations, ["PlainParent", "PlainLabel"])
        XCTAssertTrue(host.render().contains("Tapped 1 times"), host.render())
    }

    // S-11: the state lives in the child, so only the child runs.
    struct LocalLabel: View {
        @State var counter = 0
        var body: some View {
            VStack {
                Button("Tap me!") { counter += 1 }
                if counter > 0 { Text("Tapped \(counter) times") }
            }
        }
    }

    struct LocalParent: View {
        var body: some View { LocalLabel() }
    }

    func testStateInSubviewRunsOnlyTheSubview() {
        let host = TerminalHost(rootView: LocalParent())
        XCTAssertEqual(host.bodyEvaluations, ["LocalParent", "LocalLabel"])
        host.tap("Tap me!")
        XCTAssertEqual(host.bodyEvaluations, ["LocalLabel"])
        host.tap("Tap me!")
        XCTAssertEqual(host.bodyEvaluations, ["LocalLabel"])
        XCTAssertTrue(host.render().contains("Tapped 2 times"), host.render())
    }

    // S-12: the parent passes a binding and does not read the state; only the reader runs.
    struct BoundLabel: View {
        @Binding var number: Int
        var body: some View {
            Group {
                if number > 0 { Text("Tapped \(number) times") }
            }
        }
    }

    struct BindingParent: View {
        @State var counter = 0
        var body: some View {
            VStack {
                Button("Tap me!") { counter += 1 }
                BoundLabel(number: $counter)
            }
        }
    }

    func testBindingRunsOnlyTheReader() {
        let host = TerminalHost(rootView: BindingParent())
        host.tap("Tap me!")
        XCTAssertEqual(host.bodyEvaluations, ["BoundLabel"])
        XCTAssertTrue(host.render().contains("Tapped 1 times"), host.render())
        host.tap("Tap me!")
        XCTAssertEqual(host.bodyEvaluations, ["BoundLabel"])
        XCTAssertTrue(host.render().contains("Tapped 2 times"), host.render())
    }

    /// Several changes in one action are applied in one update: the body runs once.
    struct TwoCounters: View {
        @State var a = 0
        @State var b = 0
        var body: some View {
            VStack {
                Button("Both") { a += 1; b += 10 }
                Text("\(a) \(b)")
            }
        }
    }

    func testChangesInOneActionAreAppliedTogether() {
        let host = TerminalHost(rootView: TwoCounters())
        host.tap("Both")
        XCTAssertEqual(host.bodyEvaluations, ["TwoCounters"])
        XCTAssertTrue(host.render().contains("1 10"))
    }

    /// A body that changes state while it runs gets SwiftUI's warning and does not loop forever.
    struct SelfChanging: View {
        @State var count = 0
        var body: some View {
            count += 1
            return Text("\(count)")
        }
    }

    func testModifyingStateDuringBodyWarnsAndStops() {
        var host: TerminalHost?
        let warnings = collectingWarnings {
            host = TerminalHost(rootView: SelfChanging())
            host?.update()
        }
        XCTAssertTrue(warnings.contains { $0.contains("Modifying state during view update") }, "\(warnings)")
        XCTAssertNotNil(host?.render())
    }

    /// A view that reads nothing that changed, and whose value is equal, does not run again.
    struct Static: View {
        var body: some View { Text("static") }
    }

    struct Mixed: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Text("\(count)")
                Static()
            }
        }
    }

    func testEqualSubviewsAreNotRunAgain() {
        let host = TerminalHost(rootView: Mixed())
        host.tap("Add")
        XCTAssertEqual(host.bodyEvaluations, ["Mixed"])
    }

    func testTappingAMissingButtonNamesWhatExists() {
        let host = TerminalHost(rootView: Mixed())
        var tapped = true
        let warnings = collectingWarnings { tapped = host.tap("Subtract") }
        XCTAssertFalse(tapped)
        XCTAssertEqual(warnings, ["No button named \"Subtract\" was found; there is \"Add\"."])
        // Unlike a warning about view code, which layout would repeat, this one answers a call:
        // the caller hears it every time.
        XCTAssertEqual(collectingWarnings { host.tap("Subtract") }, warnings)
    }

    func testDisabledButtonDoesNothing() {
        var ran = false
        let host = TerminalHost(rootView: Button("Go") { ran = true }.disabled(true))
        _ = collectingWarnings { host.tap("Go") }
        XCTAssertFalse(ran)
    }

    struct Highlighter: View {
        @State var chosen = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Next") { chosen += 1 }
                // `chosen` is read only inside the ForEach's content closure.
                ForEach(0..<2) { index in
                    Text(index == chosen ? "[\(index)]" : "\(index)")
                }
            }
        }
    }

    /// State read only in a closure the body hands on (a ForEach's content) is still the body's
    /// dependency: SwiftUI runs the body again, the common `index == selection` pattern.
    func testStateReadInAForEachClosureRunsTheBodyAgain() {
        let h = TerminalHost(rootView: Highlighter())
        XCTAssertEqual(h.render(), "Next\n[0]\n1")
        h.tap("Next")
        XCTAssertEqual(h.bodyEvaluations, ["Highlighter"])
        XCTAssertEqual(h.render(), "Next\n0\n[1]")
    }

    struct Gauge: View {
        @State var level = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Fill") { level += 1 }
                // Read only inside the reader's content, which is built at layout time.
                GeometryReader { proxy in
                    Text("\(level) of \(Int(proxy.size.width / 8))")
                }
                .frame(width: 80, height: 16)
            }
        }
    }

    func testStateReadInAGeometryReadersContentRunsTheBodyAgain() {
        let h = TerminalHost(rootView: Gauge())
        XCTAssertEqual(h.render(), "Fill\n1 of 10")
        h.tap("Fill")
        XCTAssertEqual(h.bodyEvaluations, ["Gauge"])
        XCTAssertEqual(h.render(), "Fill\n2 of 10")
    }
}
