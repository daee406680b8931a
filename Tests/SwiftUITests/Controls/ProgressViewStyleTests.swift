import Foundation
import XCTest
@testable import SwiftUI

/// `progressViewStyle(_:)`: the built-in linear and circular styles and a learner's
/// `ProgressViewStyle`, given the fraction completed and the labels.
final class ProgressViewStyleTests: XCTestCase {
    func testCircularIsASpinnerEvenWithAValue() {
        // Apple, "CircularProgressViewStyle": "In cases where no determinate circular progress
        // view style is available, circular progress views use an indeterminate style" (iOS).
        let circular = host(ProgressView("Saving", value: 0.5).progressViewStyle(.circular), width: 200, height: 100)
        // The spinner (two cells) centred over "Saving" (six).
        XCTAssertEqual(circular.renderedLines, ["  ◌", "Saving"])
        let typed = host(ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle()), width: 200, height: 100)
        XCTAssertEqual(typed.renderedLines, ["◌"])
    }

    func testLinearIsABarAndAnIndeterminateOneIsTheEmptyTrack() {
        // 0.5 of the 10 cells of an 80-point bar is 5 done cells; no value is none done.
        XCTAssertEqual(host(ProgressView(value: 0.5).progressViewStyle(.linear), width: 80, height: 16).renderedLines,
                       ["━━━━━─────"])
        XCTAssertEqual(host(ProgressView().progressViewStyle(LinearProgressViewStyle()), width: 80, height: 16).renderedLines,
                       ["──────────"])
    }

    func testTheAutomaticStyleIsTheDefault() {
        for value in [nil, 0.25] as [Double?] {
            let plain = host(ProgressView("Load", value: value), width: 80, height: 48).renderedLines
            XCTAssertEqual(host(ProgressView("Load", value: value).progressViewStyle(.automatic), width: 80, height: 48).renderedLines, plain)
            XCTAssertEqual(host(ProgressView("Load", value: value).progressViewStyle(DefaultProgressViewStyle()), width: 80, height: 48).renderedLines, plain)
        }
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                if let label = configuration.label { label }
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                if let current = configuration.currentValueLabel { current }
            }
        }
    }

    func testACustomStyleIsGivenTheFractionAndTheLabels() {
        // SwiftUI's configuration: `fractionCompleted` is value / total, the labels nil when the
        // progress view has none.
        XCTAssertEqual(host(ProgressView(value: 3, total: 4).progressViewStyle(Percent()), width: 200, height: 16).renderedLines,
                       ["75%"])
        let labelled = ProgressView(value: 1, total: 4) { Text("Copy") } currentValueLabel: { Text("1 of 4") }
        XCTAssertEqual(host(labelled.progressViewStyle(Percent()), width: 200, height: 16).renderedLines,
                       ["Copy 25% 1 of 4"])
        XCTAssertEqual(host(ProgressView().progressViewStyle(Percent()), width: 200, height: 16).renderedLines, ["0%"])
    }

    func testProgressViewOfTheConfigurationDrawsTheDefaultBar() {
        struct Captioned: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Captioned")
                    ProgressView(configuration).tint(.orange)
                }
            }
        }
        let host = host(ProgressView(value: 0.5).progressViewStyle(Captioned()), width: 80, height: 100)
        XCTAssertEqual(host.renderedLines, ["Captioned", "━━━━━─────"])
        XCTAssertEqual(host.color(ofText: "━━━━━"), resolved(.orange))
    }
}

/// `ProgressView(timerInterval:countsDown:…)` on the host's virtual clock. Apple: "countsDown:
/// If true (the default), the view empties as time passes"; the default current value label is
/// a timer text of the interval.
final class TimerProgressViewTests: XCTestCase {
    private var now: Date { VirtualClock.shared.now }

    func testACountdownEmptiesAndShowsTheTimeLeft() {
        // 100 s over 10 cells (80 points): after 25 s, 0.75 is left, 15 of 20 half cells.
        let start = now
        let host = host(ProgressView(timerInterval: start...start.addingTimeInterval(100)), width: 80, height: 100)
        XCTAssertEqual(host.renderedLines, ["━━━━━━━━━━", "1:40"])
        host.advance(by: 25)
        XCTAssertEqual(host.renderedLines, ["━━━━━━━╾──", "1:15"])
        host.advance(by: 1000)
        XCTAssertEqual(host.renderedLines, ["──────────", "0:00"])
    }

    func testCountingUpFillsUnderItsLabel() {
        let start = now
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false) { Text("Brewing") }
        let host = host(view, width: 80, height: 100)
        XCTAssertEqual(host.renderedLines, ["Brewing", "──────────", "0:00"])
        host.advance(by: 50)
        XCTAssertEqual(host.renderedLines, ["Brewing", "━━━━━─────", "0:50"])
    }

    func testCustomLabelsAndTheConfigurationFollowTheClock() {
        let start = now
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(10), countsDown: false) {
            Text("Tea")
        } currentValueLabel: {
            Text("steeping")
        }
        let host = host(view.progressViewStyle(ProgressViewStyleTests.Percent()), width: 200, height: 16)
        XCTAssertEqual(host.renderedLines, ["Tea 0% steeping"])
        host.advance(by: 3)
        XCTAssertEqual(host.renderedLines, ["Tea 30% steeping"])
    }
}
