import XCTest
@testable import SwiftUI

/// `labelsHidden()`: Apple, "Hides the labels of any controls contained within this view…
/// the labels are still used for accessibility". A control then shows only itself, and its
/// label still names it for a person who uses it (`host.toggle`, `:toggle`).
final class LabelsHiddenTests: XCTestCase {
    private struct Settings: View {
        @State var isOn = false
        @State var count = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Dark mode", isOn: $isOn)
                Stepper("Cups", value: $count, in: 0...9)
            }
            .labelsHidden()
        }
    }

    func testHiddenLabelsLeaveOnlyTheControls() {
        let host = TerminalHost(rootView: Settings(), proposal: ProposedViewSize(width: 320, height: nil))
        // The switch is 6 cells and the stepper's buttons 5; with their labels gone, neither
        // takes the proposed width (a label's frame took it), so the stack hugs the switch.
        XCTAssertEqual(host.render(), "[○   ]\n[−|+]")
        XCTAssertEqual(host.size.width, 48)
    }

    func testAHiddenLabelStillNamesItsControl() {
        let host = TerminalHost(rootView: Settings(), proposal: ProposedViewSize(width: 320, height: nil))
        XCTAssertTrue(host.toggle("Dark mode"))
        XCTAssertTrue(host.increment("Cups"))
        XCTAssertEqual(host.render(), "[   ●]\n[−|+]")
    }

    /// A menu picker keeps its selection and chevron; its label still names it.
    func testAMenuPickerWithoutItsLabel() {
        struct Flavours: View {
            @State var flavour = "Mint"
            var body: some View {
                Picker("Flavour", selection: $flavour) {
                    Text("Mint").tag("Mint")
                    Text("Lime").tag("Lime")
                }
                .labelsHidden()
            }
        }
        let host = TerminalHost(rootView: Flavours(), proposal: ProposedViewSize(width: 320, height: nil))
        XCTAssertEqual(host.render(), "Mint ⌄")
        XCTAssertTrue(host.select("Lime", in: "Flavour"))
        XCTAssertEqual(host.render(), "Lime ⌄")
    }

    /// An inline picker shows its options as rows, its label above them; hidden, only the
    /// options are left, and the label still names the picker.
    func testAnInlinePickerWithoutItsLabel() {
        struct Flavours: View {
            @State var flavour = "Mint"
            var hidesLabel: Bool
            var body: some View {
                let picker = Picker("Flavour", selection: $flavour) {
                    Text("Mint").tag("Mint")
                    Text("Lime").tag("Lime")
                }
                .pickerStyle(.inline)
                if hidesLabel { picker.labelsHidden() } else { picker }
            }
        }
        let shown = TerminalHost(rootView: Flavours(hidesLabel: false), proposal: ProposedViewSize(width: 80, height: nil))
        XCTAssertTrue(shown.render().hasPrefix("Flavour\n"), shown.render())
        let hidden = TerminalHost(rootView: Flavours(hidesLabel: true), proposal: ProposedViewSize(width: 80, height: nil))
        XCTAssertFalse(hidden.render().contains("Flavour"), hidden.render())
        XCTAssertTrue(hidden.render().hasPrefix("Mint"), hidden.render())
        XCTAssertTrue(hidden.select("Lime", in: "Flavour"))
        XCTAssertTrue(hidden.render().contains("Lime     ✓"), hidden.render())
    }

    func testTheEnvironmentSaysWhetherLabelsAreHidden() {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.labelsVisibility, .automatic)
        environment.labelsVisibility = .hidden
        XCTAssertEqual(environment.labelsVisibility, .hidden)
        let shown = TerminalHost(rootView: Toggle("Wi-Fi", isOn: .constant(true)), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(shown.render(), "Wi-Fi         [   ●]", "without labelsHidden the label fills the width")
    }
}
