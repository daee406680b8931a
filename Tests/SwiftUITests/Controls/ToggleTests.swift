import Foundation
import XCTest
@testable import SwiftUI

/// Toggle: iOS lays the label out on the leading side and the switch on the trailing side,
/// taking the whole proposed width. The terminal switch is 6 cells by one line (48×16 pt) where
/// iOS's is 51×31 pt; the label is offered the width minus the switch and 8 pt of spacing.
final class ControlsToggleTests: XCTestCase {
    struct Settings: View {
        @State var useDefaultColor = true
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Default Color", isOn: $useDefaultColor)
                Text(useDefaultColor ? "default" : "custom")
            }
        }
    }

    struct SwitchOnly: View {
        @State var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn)
        }
    }

    func testTakesTheProposedWidthAndOneLine() {
        // 240 proposed: the toggle takes it all; the label (13 characters, 104 pt) and the switch
        // (48 pt) are each one line, 16 pt.
        let host = host(Toggle("Default Color", isOn: .constant(true)).accessibilityIdentifier("toggle"), width: 240, height: 100)
        assertFrame(host.frame(ofIdentifier: "toggle"), CGRect(x: 0, y: 0, width: 240, height: 16))
    }

    func testIdealWidthIsLabelSpacingAndSwitch() {
        // fixedSize proposes nil: 104 (label) + 8 (spacing) + 48 (switch).
        let host = host(Toggle("Default Color", isOn: .constant(true)).fixedSize(), width: 240, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 160, height: 16))
    }

    func testLabelWrapsOnlyWhenTheSwitchLeavesTooLittleRoom() {
        // 120 proposed: the label is offered 120 - 48 - 8 = 64 pt, so "Default Color" wraps to
        // two lines and the toggle is 32 pt tall.
        let host = host(Toggle("Default Color", isOn: .constant(true)), width: 120, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 120, height: 32))
    }

    func testDrawsLabelLeadingAndSwitchTrailing() {
        let on = host(Toggle("Default Color", isOn: .constant(true)), width: 240, height: 16)
        XCTAssertEqual(on.renderedLines, ["Default Color           [   ●]"])
        let off = host(Toggle("Default Color", isOn: .constant(false)), width: 240, height: 16)
        XCTAssertEqual(off.renderedLines, ["Default Color           [○   ]"])
    }

    func testSwitchIsGreenWhenOnAndGrayWhenOff() {
        let on = host(Toggle("Wi-Fi", isOn: .constant(true)), width: 240, height: 16)
        XCTAssertEqual(on.color(ofText: "[   ●]"), resolved(.green))
        let off = host(Toggle("Wi-Fi", isOn: .constant(false)), width: 240, height: 16)
        XCTAssertEqual(off.color(ofText: "[○   ]"), resolved(.secondary))
    }

    func testToggleFlipsTheStateAndUpdates() {
        let host = TerminalHost(rootView: Settings(), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertEqual(host.renderedLines, ["Default Color           [   ●]", "            default"])
        XCTAssertTrue(host.toggle("Default Color"))
        // Settings reads the state for its text; the toggle's value changed, so it runs too.
        XCTAssertEqual(host.bodyEvaluations, ["Settings", "Toggle<Text>"])
        XCTAssertEqual(host.renderedLines, ["Default Color           [○   ]", "            custom"])
        host.toggle("Default Color")
        XCTAssertEqual(host.renderedLines, ["Default Color           [   ●]", "            default"])
    }

    func testOnlyTheToggleRunsWhenNoOtherBodyReadsTheState() {
        let host = TerminalHost(rootView: SwitchOnly(), proposal: ProposedViewSize(width: 160, height: 16))
        host.toggle("Wi-Fi")
        XCTAssertEqual(host.bodyEvaluations, ["Toggle<Text>"])
        XCTAssertEqual(host.renderedLines, ["Wi-Fi         [   ●]"])
    }

    func testFoundByIdentifierAroundIt() {
        let host = TerminalHost(rootView: SwitchOnly().accessibilityIdentifier("wifi"), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertTrue(host.toggle("wifi"))
        XCTAssertEqual(host.renderedLines, ["Wi-Fi         [   ●]"])
    }

    func testViewLabel() {
        let toggle = Toggle(isOn: .constant(true)) {
            Label("Airplane Mode", systemImage: "airplane")
        }
        let host = host(toggle, width: 240, height: 16)
        XCTAssertEqual(host.renderedLines, ["✈  Airplane Mode        [   ●]"])
    }

    func testDisabledToggleIsGrayAndIgnoresToggling() {
        struct Locked: View {
            @State var isOn = false
            var body: some View {
                Toggle("Locked", isOn: $isOn).disabled(true)
            }
        }
        let host = TerminalHost(rootView: Locked(), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertEqual(host.color(ofText: "Locked"), resolved(.secondary))
        var toggled = true
        let warnings = collectingWarnings { toggled = host.toggle("Locked") }
        XCTAssertFalse(toggled)
        XCTAssertEqual(warnings, ["toggle(\"Locked\"): the toggle is disabled."])
        XCTAssertEqual(host.renderedLines, ["Locked        [○   ]"])
    }

    func testMissingToggleNamesTheTogglesThereAre() {
        let host = TerminalHost(rootView: SwitchOnly(), proposal: ProposedViewSize(width: 160, height: 16))
        var toggled = true
        let warnings = collectingWarnings { toggled = host.toggle("Bluetooth") }
        XCTAssertFalse(toggled)
        XCTAssertEqual(warnings, ["No toggle named \"Bluetooth\" was found; there is \"Wi-Fi\"."])
    }
}
