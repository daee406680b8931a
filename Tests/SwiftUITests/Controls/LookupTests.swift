import Foundation
import XCTest
@testable import SwiftUI

/// How hosts find controls: by accessibilityIdentifier on the control or a view around it, else
/// by the control's label text (even a label it does not draw); and what they say when the
/// control asked for is not there.
final class ControlsLookupTests: XCTestCase {
    struct Panel: View {
        @State var volume = 0.5
        @State var muted = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Reset") { volume = 0.5 }
                Slider(value: $volume) { Text("Volume") }
                    .accessibilityIdentifier("volume")
                Toggle("Mute", isOn: $muted)
            }
        }
    }

    func testIdentifierIsFoundBeforeLabels() {
        struct Twins: View {
            @State var first = false
            @State var second = false
            var body: some View {
                VStack(spacing: 0) {
                    Toggle("Same", isOn: $first)
                    Toggle("Same", isOn: $second).accessibilityIdentifier("second")
                }
            }
        }
        let host = TerminalHost(rootView: Twins(), proposal: ProposedViewSize(width: 96, height: 32))
        host.toggle("second")
        XCTAssertEqual(host.renderedLines, ["Same  [○   ]", "Same  [   ●]"])
        host.toggle("Same")
        XCTAssertEqual(host.renderedLines, ["Same  [   ●]", "Same  [   ●]"])
    }

    func testIdentifierStaysOnTheControlWhenItsValueChanges() {
        // The slider's body runs again after each change; its identifier is on the control's
        // node, which stays.
        let host = TerminalHost(rootView: Panel(), proposal: ProposedViewSize(width: 80, height: 48))
        XCTAssertTrue(host.setValue(0, for: "volume"))
        XCTAssertTrue(host.setValue(1, for: "volume"))
        assertFrame(host.frame(ofIdentifier: "volume"), CGRect(x: 0, y: 16, width: 80, height: 16))
        XCTAssertEqual(host.renderedLines[1], "━━━━━━━━━●")
    }

    func testLabelThatIsNotDrawnStillNamesTheControl() {
        let host = TerminalHost(rootView: Panel(), proposal: ProposedViewSize(width: 80, height: 48))
        XCTAssertFalse(host.render().contains("Volume"))
        XCTAssertTrue(host.setValue(1, for: "Volume"))
        XCTAssertTrue(host.setValue(0, for: "volume"))
    }

    func testNoControlOfThatKindNamesTheOtherControls() {
        let host = TerminalHost(rootView: Panel(), proposal: ProposedViewSize(width: 80, height: 48))
        let warnings = collectingWarnings { host.type("x", into: "Name") }
        XCTAssertEqual(warnings, [
            "No text field named \"Name\" was found; there is none (other controls: button \"Reset\", slider \"volume\", toggle \"Mute\").",
        ])
    }

    func testControlOfAnotherKindSaysWhatItIs() {
        let host = TerminalHost(rootView: Panel(), proposal: ProposedViewSize(width: 80, height: 48))
        let warnings = collectingWarnings {
            host.tap("Mute")
            host.toggle("volume")
        }
        XCTAssertEqual(warnings, [
            "No button named \"Mute\" was found; \"Mute\" is a toggle.",
            "No toggle named \"volume\" was found; \"volume\" is a slider.",
        ])
    }

    func testNoControlsAtAll() {
        let host = TerminalHost(rootView: Text("Hello"), proposal: ProposedViewSize(width: 80, height: 16))
        var selected = true
        let warnings = collectingWarnings { selected = host.select("Red", in: "Color") }
        XCTAssertFalse(selected)
        XCTAssertEqual(warnings, ["No picker named \"Color\" was found; there is none."])
    }
}
