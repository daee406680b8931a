import Foundation
import XCTest
@testable import SwiftUI

/// Slider: like iOS's it takes the proposed width; the terminal track is one line (16 pt, where
/// iOS's slider is about 31 pt) and 80 pt (10 cells) when asked for its ideal width. The label
/// is not drawn, as on iOS, but names the slider.
final class ControlsSliderTests: XCTestCase {
    struct Mixer: View {
        @State var volume = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
                Text("\(Int(volume))")
            }
        }
    }

    func testTakesTheProposedWidthAndOneLine() {
        let host = host(Slider(value: .constant(0.5)).accessibilityIdentifier("slider"), width: 200, height: 100)
        assertFrame(host.frame(ofIdentifier: "slider"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testIdealWidthIsTenCells() {
        let host = host(Slider(value: .constant(0.5)).fixedSize(), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 80, height: 16))
    }

    func testKnobSitsAtTheValuesCell() {
        // 10 cells: the knob is in cell round(fraction × 9).
        XCTAssertEqual(host(Slider(value: .constant(0.0)), width: 80, height: 16).renderedLines, ["●─────────"])
        XCTAssertEqual(host(Slider(value: .constant(0.5)), width: 80, height: 16).renderedLines, ["━━━━━●────"])
        XCTAssertEqual(host(Slider(value: .constant(1.0)), width: 80, height: 16).renderedLines, ["━━━━━━━━━●"])
        XCTAssertEqual(host(Slider(value: .constant(25.0), in: 0...100), width: 80, height: 16).renderedLines, ["━━●───────"])
    }

    func testDoneTrackIsAccentAndTheRestGray() {
        let host = host(Slider(value: .constant(0.5)), width: 80, height: 16)
        XCTAssertEqual(host.color(ofText: "━━━━━"), resolved(.accentColor))
        XCTAssertEqual(host.color(ofText: "────"), resolved(.gray))
    }

    func testValueLabelsSitBesideTheTrack() {
        // An HStack: "0" (8 pt), 8 pt, the track (200 - 8 - 8 - 8 - 16 = 160 pt, 20 cells), 8 pt, "10";
        // the knob is in cell round(0.5 × 19) = 10.
        let slider = Slider(value: .constant(5.0), in: 0...10) {
            Text("Level")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        }
        let host = host(slider, width: 200, height: 16)
        XCTAssertEqual(host.renderedLines, ["0 ━━━━━━━━━━●───────── 10"])
    }

    func testSetValueSnapsToTheStepAndUpdates() {
        let host = TerminalHost(rootView: Mixer(), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertTrue(host.setValue(42, for: "Volume"))
        XCTAssertEqual(host.bodyEvaluations, ["Mixer", "Slider<Text, EmptyView>"])
        XCTAssertEqual(host.renderedLines, ["━━━━●─────", "    40"])
    }

    func testSetValueClampsToTheRange() {
        let host = TerminalHost(rootView: Mixer(), proposal: ProposedViewSize(width: 80, height: 32))
        host.setValue(250, for: "Volume")
        XCTAssertEqual(host.renderedLines, ["━━━━━━━━━●", "    100"])
        host.setValue(-3, for: "Volume")
        XCTAssertEqual(host.renderedLines, ["●─────────", "     0"])
    }

    func testIncrementMovesOneStep() {
        let host = TerminalHost(rootView: Mixer(), proposal: ProposedViewSize(width: 80, height: 32))
        host.increment("Volume")
        host.increment("Volume")
        host.decrement("Volume")
        XCTAssertEqual(host.renderedLines.last, "    10")
    }

    func testSetValueReportsEditingAroundTheChange() {
        struct Tracked: View {
            @State var value = 0.5
            let log: EditLog
            var body: some View {
                Slider(value: $value) { Text("Hue") } onEditingChanged: { log.events.append($0 ? "began at \(value)" : "ended at \(value)") }
            }
        }
        let log = EditLog()
        let host = TerminalHost(rootView: Tracked(log: log), proposal: ProposedViewSize(width: 80, height: 16))
        host.setValue(0.25, for: "Hue")
        XCTAssertEqual(log.events, ["began at 0.5", "ended at 0.25"])
    }

    func testFloatValues() {
        struct FloatSlider: View {
            @State var value: Float = 0
            var body: some View {
                Slider(value: $value) { Text("Opacity") }
            }
        }
        let host = TerminalHost(rootView: FloatSlider(), proposal: ProposedViewSize(width: 80, height: 16))
        host.setValue(1, for: "Opacity")
        XCTAssertEqual(host.renderedLines, ["━━━━━━━━━●"])
    }

    func testDisabledSliderIsGrayAndIgnoresSetValue() {
        let host = TerminalHost(rootView: Mixer().disabled(true), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertEqual(host.color(ofText: "●"), resolved(.secondary))
        var changed = true
        let warnings = collectingWarnings { changed = host.setValue(50, for: "Volume") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["setValue(50.0, for: \"Volume\"): the slider is disabled."])
        XCTAssertEqual(host.renderedLines.last, "     0")
    }

    func testSettingAValueOfAnotherKindOfControlSaysWhatItIs() {
        let view = VStack {
            Toggle("Mute", isOn: .constant(false))
            Slider(value: .constant(0.5)) { Text("Volume") }
        }
        let host = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 160, height: 100))
        var changed = true
        let warnings = collectingWarnings { changed = host.setValue(1, for: "Mute") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["No slider or stepper named \"Mute\" was found; \"Mute\" is a toggle."])
    }

    func testMissingSliderNamesTheSlidersThereAre() {
        let host = TerminalHost(rootView: Mixer(), proposal: ProposedViewSize(width: 80, height: 32))
        var changed = true
        let warnings = collectingWarnings { changed = host.setValue(1, for: "Balance") }
        XCTAssertFalse(changed)
        XCTAssertEqual(warnings, ["No slider or stepper named \"Balance\" was found; there is \"Volume\"."])
    }
}
