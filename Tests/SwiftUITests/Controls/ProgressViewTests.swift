import Foundation
import XCTest
@testable import SwiftUI

/// ProgressView: a spinner (16×16 pt here, 20×20 on iOS) while the amount is unknown; a bar
/// that takes the proposed width when it is known (one line here, 4 pt on iOS). Labels are on the
/// neighbouring lines, with no spacing.
final class ControlsProgressViewTests: XCTestCase {
    func testSpinnerIsASquareOfTwoCells() {
        let host = host(ProgressView(), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 16, height: 16))
        XCTAssertEqual(host.renderedLines, ["◌"])
    }

    func testSpinnerLabelIsBelowInGray() {
        let host = host(ProgressView("Loading"), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 56, height: 32))
        XCTAssertEqual(host.renderedLines, ["   ◌", "Loading"])
        XCTAssertEqual(host.color(ofText: "Loading"), resolved(.secondary))
    }

    func testBarTakesTheProposedWidth() {
        let host = host(ProgressView(value: 0.5).accessibilityIdentifier("bar"), width: 80, height: 100)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 80, height: 16))
        XCTAssertEqual(host.renderedLines, ["━━━━━─────"])
    }

    func testBarShowsHalfCells() {
        // 0.25 of 10 cells is 2.5 cells: two done, one half done.
        XCTAssertEqual(host(ProgressView(value: 25, total: 100), width: 80, height: 16).renderedLines, ["━━╾───────"])
        XCTAssertEqual(host(ProgressView(value: 1.0), width: 80, height: 16).renderedLines, ["━━━━━━━━━━"])
        XCTAssertEqual(host(ProgressView(value: 0.0), width: 80, height: 16).renderedLines, ["──────────"])
    }

    func testBarLabelsAboveAndBelow() {
        let view = ProgressView(value: 3, total: 4) {
            Text("Downloading")
        } currentValueLabel: {
            Text("75%")
        }
        let host = host(view, width: 96, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 96, height: 48))
        XCTAssertEqual(host.renderedLines, ["Downloading", "━━━━━━━━━───", "75%"])
        XCTAssertEqual(host.color(ofText: "75%"), resolved(.secondary))
    }

    func testOutOfRangeValueIsClampedWithSwiftUIsWarning() {
        var progress: TerminalHost?
        let warnings = collectingWarnings { progress = host(ProgressView(value: 2.0), width: 80, height: 16) }
        XCTAssertEqual(progress?.renderedLines, ["━━━━━━━━━━"])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("ProgressView initialized with an out-of-bounds progress value."), "\(warnings)")
    }

    func testNilValueIsASpinner() {
        let host = host(ProgressView(value: nil as Double?), width: 80, height: 16)
        XCTAssertEqual(host.renderedLines, ["◌"])
    }

    func testBarFollowsState() {
        struct Download: View {
            @State var done = 0.0
            var body: some View {
                VStack(spacing: 0) {
                    ProgressView(value: done)
                    Button("More") { done += 0.5 }
                }
            }
        }
        let host = TerminalHost(rootView: Download(), proposal: ProposedViewSize(width: 80, height: 32))
        host.tap("More")
        XCTAssertEqual(host.renderedLines, ["━━━━━─────", "   More"])
    }
}
