import Foundation
import XCTest
@testable import SwiftUI

/// Gauge: drawn as a linear ProgressView is (the bar takes the proposed width and is one line
/// tall; its label on the line above, the current value's label on the line below in gray), with
/// the bounds' labels on either side of the bar one cell apart, as an HStack spaces views here.
/// Apple: a gauge "shows a value within a range"; the value is clamped to the range.
final class ControlsGaugeTests: XCTestCase {
    func testBarTakesTheProposedWidthUnderItsLabel() {
        let host = host(Gauge(value: 0.5) { Text("Speed") }, width: 80, height: 100)
        // Two lines of 16 pt; the bar is 80 pt, 10 cells, 5 of them done.
        XCTAssertEqual(host.size, CGSize(width: 80, height: 32))
        XCTAssertEqual(host.renderedLines, ["Speed", "━━━━━─────"])
    }

    func testLabelsAroundTheBar() {
        let gauge = Gauge(value: 30, in: 0...100) {
            Text("Temp")
        } currentValueLabel: {
            Text("30°")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let host = host(gauge, width: 160, height: 100)
        // 160 pt less "0" (8), "100" (24) and two spacings of 8: a bar of 112 pt, 14 cells;
        // 30% of 28 half cells is 8.4, so 8 halves: 4 cells done.
        XCTAssertEqual(host.size, CGSize(width: 160, height: 48))
        XCTAssertEqual(host.renderedLines, ["Temp", "0 ━━━━────────── 100", "30°"])
        XCTAssertEqual(host.color(ofText: "30°"), resolved(.secondary))
        XCTAssertEqual(host.color(ofText: "100"), resolved(.secondary))
    }

    func testValueIsClampedToTheRange() {
        XCTAssertEqual(host(Gauge(value: 2.0) { Text("A") }, width: 80, height: 100).renderedLines, ["A", "━━━━━━━━━━"])
        XCTAssertEqual(host(Gauge(value: -1.0) { Text("A") }, width: 80, height: 100).renderedLines, ["A", "──────────"])
    }

    func testAccessoryLinearDrawsAMarker() {
        // As a slider's knob: at 0.5 of the 9 cells before the last, rounded: the sixth cell.
        let host = host(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinear), width: 80, height: 100)
        XCTAssertEqual(host.renderedLines, ["A", "━━━━━●────"])
    }

    func testCapacityAndCircularStylesDrawTheLinearBar() {
        let expected = ["A", "━━━━━━━━──"]
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(.linearCapacity), width: 80, height: 100).renderedLines, expected)
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(.accessoryLinearCapacity), width: 80, height: 100).renderedLines, expected)
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(.accessoryCircular), width: 80, height: 100).renderedLines, expected)
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(.accessoryCircularCapacity), width: 80, height: 100).renderedLines, expected)
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(.automatic), width: 80, height: 100).renderedLines, expected)
        XCTAssertEqual(host(Gauge(value: 0.8) { Text("A") }.gaugeStyle(DefaultGaugeStyle()), width: 80, height: 100).renderedLines, expected)
    }

    func testAnInnerGaugeStyleWins() {
        // As every style modifier in SwiftUI: the environment value nearest the gauge.
        let inner: some GaugeStyle = .accessoryLinear
        let view = Gauge(value: 0.5) { Text("A") }.gaugeStyle(inner).gaugeStyle(.linearCapacity)
        XCTAssertEqual(host(view, width: 80, height: 100).renderedLines, ["A", "━━━━━●────"])
    }

    func testBarIsInTheTint() {
        let host = host(Gauge(value: 1.0) { Text("A") }.tint(.green), width: 80, height: 100)
        XCTAssertEqual(host.color(ofText: "━━━━━━━━━━"), resolved(.green))
    }
}
