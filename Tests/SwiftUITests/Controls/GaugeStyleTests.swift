import Foundation
import XCTest
@testable import SwiftUI

/// A learner's `GaugeStyle`, given the gauge's configuration: its value as a fraction of the
/// range and its labels (nil where the gauge has none), as SwiftUI's `GaugeStyleConfiguration`.
final class GaugeStyleTests: XCTestCase {
    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                configuration.label
                Text("\(Int((configuration.value * 100).rounded()))%")
                if let current = configuration.currentValueLabel { current }
                if configuration.minimumValueLabel == nil { Text("no bounds") }
            }
        }
    }

    func testACustomStyleIsGivenTheFractionOfTheRangeAndTheLabels() {
        // 30 in 0...120 is a quarter of the range.
        let plain = host(Gauge(value: 30, in: 0...120) { Text("Temp") }.gaugeStyle(Percent()), width: 300, height: 16)
        XCTAssertEqual(plain.renderedLines, ["Temp 25% no bounds"])
        let labelled = Gauge(value: 30, in: 0...120) { Text("Temp") } currentValueLabel: { Text("30°") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
        XCTAssertEqual(host(labelled.gaugeStyle(Percent()), width: 300, height: 16).renderedLines, ["Temp 25% 30°"])
    }

    func testTheValueGivenToTheStyleIsClamped() {
        XCTAssertEqual(host(Gauge(value: 3.0) { Text("A") }.gaugeStyle(Percent()), width: 300, height: 16).renderedLines,
                       ["A 100% no bounds"])
    }
}
