import Foundation
import XCTest
@testable import SwiftUI

/// Stepper: iOS lays the label out on the leading side and the buttons on the trailing side,
/// taking the whole proposed width. The terminal buttons `[−|+]` are 5 cells by one line
/// (40×16 pt) where iOS's are 94×32 pt.
final class ControlsStepperTests: XCTestCase {
    struct Counter: View {
        @State var count = 2
        var body: some View {
            Stepper("Count: \(count)", value: $count, in: 0...3)
                .accessibilityIdentifier("count")
        }
    }

    func testTakesTheProposedWidthAndOneLine() {
        let host = host(Stepper("Count", value: .constant(1), in: 0...3).accessibilityIdentifier("stepper"), width: 200, height: 100)
        assertFrame(host.frame(ofIdentifier: "stepper"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testIdealWidthIsLabelSpacingAndButtons() {
        // 40 (label) + 8 (spacing) + 40 (buttons).
        let host = host(Stepper("Count", value: .constant(1), in: 0...3).fixedSize(), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 88, height: 16))
    }

    func testDrawsLabelLeadingAndButtonsTrailing() {
        let host = host(Stepper("Count", value: .constant(1), in: 0...3), width: 160, height: 16)
        XCTAssertEqual(host.renderedLines, ["Count          [−|+]"])
    }

    func testButtonAtABoundIsGray() {
        let atTop = host(Stepper("Count", value: .constant(3), in: 0...3), width: 160, height: 16)
        XCTAssertEqual(atTop.color(ofText: "+"), resolved(.gray))
        XCTAssertEqual(atTop.color(ofText: "−"), resolved(.primary))
        let atBottom = host(Stepper("Count", value: .constant(0), in: 0...3), width: 160, height: 16)
        XCTAssertEqual(atBottom.color(ofText: "−"), resolved(.gray))
    }

    func testIncrementAndDecrementStepAndUpdate() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertTrue(host.increment("count"))
        XCTAssertEqual(host.bodyEvaluations, ["Counter", "Stepper<Text>"])
        XCTAssertEqual(host.renderedLines, ["Count: 3       [−|+]"])
        XCTAssertTrue(host.decrement("count"))
        XCTAssertTrue(host.decrement("count"))
        XCTAssertEqual(host.renderedLines, ["Count: 1       [−|+]"])
    }

    func testIncrementAtTheUpperBoundIsRefused() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 16))
        host.increment("count")
        var changed = true
        let warnings = collectingWarnings { changed = host.increment("count") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["increment(\"count\"): the stepper's \"+\" is disabled."])
        XCTAssertEqual(host.renderedLines, ["Count: 3       [−|+]"])
    }

    func testSetValueClampsToTheRange() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertTrue(host.setValue(0, for: "count"))
        XCTAssertEqual(host.renderedLines, ["Count: 0       [−|+]"])
        host.setValue(7, for: "count")
        XCTAssertEqual(host.renderedLines, ["Count: 3       [−|+]"])
    }

    func testFoundByItsLabelText() {
        struct Named: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Stepper("Count", value: $count)
                    Text("\(count)")
                }
            }
        }
        let host = TerminalHost(rootView: Named(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertTrue(host.setValue(3, for: "Count"))
        XCTAssertEqual(host.renderedLines, ["Count          [−|+]", "          3"])
    }

    func testStepsOfTheValuesStride() {
        struct Temperature: View {
            @State var degrees = 20.0
            var body: some View {
                Stepper("\(degrees, specifier: "%.1f")°", value: $degrees, in: 15...25, step: 0.5)
                    .accessibilityIdentifier("temperature")
            }
        }
        let host = TerminalHost(rootView: Temperature(), proposal: ProposedViewSize(width: 160, height: 16))
        host.increment("temperature")
        XCTAssertEqual(host.renderedLines, ["20.5°          [−|+]"])
    }

    func testActionsFormRunsTheActions() {
        struct Pages: View {
            @State var page = 1
            var body: some View {
                Stepper {
                    Text("Page \(page)")
                } onIncrement: {
                    page *= 2
                } onDecrement: {
                    page = 1
                }
                .accessibilityIdentifier("pages")
            }
        }
        let host = TerminalHost(rootView: Pages(), proposal: ProposedViewSize(width: 160, height: 16))
        host.increment("pages")
        host.increment("pages")
        XCTAssertEqual(host.renderedLines, ["Page 4         [−|+]"])
        host.decrement("pages")
        XCTAssertEqual(host.renderedLines, ["Page 1         [−|+]"])
    }

    func testActionsFormHasNoValueToSet() {
        let stepper = Stepper("Pages", onIncrement: {}, onDecrement: nil)
        let host = TerminalHost(rootView: stepper, proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertEqual(host.color(ofText: "−"), resolved(.gray))
        var changed = true
        let warnings = collectingWarnings {
            changed = host.setValue(2, for: "Pages")
            _ = host.decrement("Pages")
        }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, [
            "setValue(2.0, for: \"Pages\"): the stepper has no value to set (it runs onIncrement and onDecrement); use increment(_:) or decrement(_:).",
            "decrement(\"Pages\"): the stepper's \"−\" is disabled.",
        ])
    }

    func testEditingChangedAroundEachPress() {
        struct Tracked: View {
            @State var count = 0
            let log: EditLog
            var body: some View {
                Stepper("Count", value: $count, in: 0...9) { log.events.append($0 ? "began at \(count)" : "ended at \(count)") }
            }
        }
        let log = EditLog()
        let host = TerminalHost(rootView: Tracked(log: log), proposal: ProposedViewSize(width: 160, height: 16))
        host.increment("Count")
        XCTAssertEqual(log.events, ["began at 0", "ended at 1"])
    }

    func testDisabledStepperIgnoresPresses() {
        let host = TerminalHost(rootView: Counter().disabled(true), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertEqual(host.color(ofText: "Count: 2"), resolved(.secondary))
        var changed = true
        let warnings = collectingWarnings { changed = host.increment("count") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["increment(\"count\"): the stepper is disabled."])
        XCTAssertEqual(host.renderedLines, ["Count: 2       [−|+]"])
    }

    func testMissingStepperNamesTheSteppersThereAre() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 16))
        var changed = true
        let warnings = collectingWarnings { changed = host.increment("Total") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["No stepper or slider named \"Total\" was found; there is \"count\"."])
    }
}
