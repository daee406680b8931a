import Foundation
import XCTest
@testable import SwiftUI

final class LayoutTraceTests: XCTestCase {
    /// The trace lists questions in the order asked: the HStack probes each child at 0 and ∞,
    /// then offers space to the least flexible (the fixed frame) before the flexible colour.
    /// Derived: 200 − 8 spacing = 192; the frame is offered 192 / 2 = 96 and takes 30; the
    /// colour is offered the remaining 162.
    func testTraceShowsProbesThenLeastFlexibleFirst() {
        let view = HStack {
            Color.red
            Color.blue.frame(width: 30)
        }
        let trace = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 200, height: 20)).layoutTrace()
        let children = trace.steps.filter { $0.depth == 1 }
        XCTAssertEqual(trace.steps.first?.view, "HStack")
        XCTAssertEqual(trace.steps.first?.size, CGSize(width: 200, height: 20))
        XCTAssertEqual(children.map(\.proposal.width), [0, 0, .infinity, .infinity, 96, 162])
        XCTAssertEqual(children.map(\.view), ["Color.red", ".frame(width: 30)", "Color.red", ".frame(width: 30)", ".frame(width: 30)", "Color.red"])
        XCTAssertEqual(children.last?.size, CGSize(width: 162, height: 20))
        XCTAssertTrue(trace.description.contains("proposed 96×20  →  30×20"), trace.description)
    }

    /// An overlay's view is sized only when the overlay is placed (SwiftUI proposes it the
    /// size of the view it overlays: Apple's `overlay(alignment:content:)` documentation), after
    /// the stack has asked its other children; its line names the overlay again, so it does not
    /// read as a child of the view listed just before it.
    func testAViewSizedWhilePlacingIsListedUnderItsOwnParent() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40).overlay(Circle())
            Color.blue
        }
        let lines = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 200, height: 40)).layoutTrace()
            .description.split(separator: "\n").map(String.init)
        let circle = try? XCTUnwrap(lines.lastIndex { $0.hasPrefix("    Circle") })
        XCTAssertNotNil(circle, lines.joined(separator: "\n"))
        guard let circle else { return }
        XCTAssertTrue(lines[circle - 1].hasPrefix("  .overlay") && lines[circle - 1].hasSuffix("(placing its views)"),
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines[circle].contains("proposed 40×40  →  40×40"), lines[circle])
    }

    /// A proposal too large for `Int` is written as a floating-point number instead of
    /// crashing the trace (`:size 1e300x16`, then `:explain`, stopped the REPL's evaluator).
    func testHugeProposalsAreWrittenWithoutCrashing() {
        let trace = TerminalHost(rootView: Color.red, proposal: ProposedViewSize(width: 1e300, height: 16)).layoutTrace()
        XCTAssertEqual(trace.description, "Color.red  proposed 1e+300×16  →  1e+300×16")
    }
}
