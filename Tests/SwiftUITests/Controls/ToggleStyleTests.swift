import Foundation
import XCTest
@testable import SwiftUI

/// `toggleStyle(_:)` and `ToggleStyle`: Apple, "To configure the style for a single Toggle or
/// for all toggle instances in a view hierarchy, use the toggleStyle(_:) modifier"; a style's
/// `makeBody(configuration:)` gets the label and the `isOn` binding. The switch is the default
/// on iOS (`.automatic`); `.button` is "a toggle style that displays as a button with its label
/// as the title"; `.checkbox`, macOS-only in SwiftUI, is drawn as the switch.
final class ToggleStyleTests: XCTestCase {
    /// A checkbox made of a button and a symbol, as Apple's `ToggleStyle` article shows.
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: ToggleStyleConfiguration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }
    }

    struct Options: View {
        @State var bold = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Bold", isOn: $bold)
                Text(bold ? "bold on" : "bold off")
            }
        }
    }

    func testTheDefaultAndSwitchAndCheckboxStylesDrawTheSwitch() {
        let automatic = host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.automatic), width: 160, height: 16)
        let explicit = host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch), width: 160, height: 16)
        let checkbox = host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox), width: 160, height: 16)
        XCTAssertEqual(automatic.renderedLines, ["Wi-Fi         [   ●]"])
        XCTAssertEqual(explicit.renderedLines, automatic.renderedLines)
        XCTAssertEqual(checkbox.renderedLines, automatic.renderedLines)
    }

    func testTheShorthandsAreTheBuiltInStyleTypes() {
        // `.automatic` is DefaultToggleStyle, the switch on iOS; `.button` is ButtonToggleStyle.
        let toggle = Toggle("Wi-Fi", isOn: .constant(false))
        let lines = host(toggle.toggleStyle(DefaultToggleStyle()), width: 160, height: 16).renderedLines
        XCTAssertEqual(host(toggle.toggleStyle(SwitchToggleStyle()), width: 160, height: 16).renderedLines, lines)
        XCTAssertEqual(lines, ["Wi-Fi         [○   ]"])
        XCTAssertEqual(host(toggle.toggleStyle(ButtonToggleStyle()), width: 160, height: 16).renderedLines, [" Wi-Fi"])
    }

    func testAConfigurationsIsOnReadsAndWritesTheTogglesBinding() {
        // Apple declares `isOn` as `@Binding var isOn: Bool`: setting it writes the toggle's
        // binding, and `$isOn` is that binding.
        var value = false
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label { _ in [] }, isOn: Binding(get: { value }, set: { value = $0 }))
        configuration.isOn = true
        XCTAssertTrue(value)
        configuration.$isOn.wrappedValue = false
        XCTAssertFalse(value)
        XCTAssertFalse(configuration.isOn)
    }

    func testACustomStyleDrawsTheToggleAndFlipsTheBinding() {
        let host = TerminalHost(rootView: Options().toggleStyle(CheckboxStyle()), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertEqual(host.renderedLines, ["[ ] Bold", "bold off"])
        // A person taps what the style drew.
        XCTAssertTrue(host.tap("[ ] Bold"))
        XCTAssertEqual(host.renderedLines, ["[x] Bold", "bold on"])
        // The toggle is still a toggle named by its label, whatever the style draws.
        XCTAssertTrue(host.toggle("Bold"))
        XCTAssertEqual(host.renderedLines, ["[ ] Bold", "bold off"])
    }

    func testTheButtonStyleFillsItsLabelWhileOn() {
        // The label in the tint colour, padded a cell at each side as a bordered button is;
        // while on, on a light tinted fill (blocks in plain text).
        let host = TerminalHost(rootView: Options().toggleStyle(.button), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertEqual(host.renderedLines, [" Bold", "bold off"])
        XCTAssertEqual(host.color(ofText: "Bold"), resolved(.accentColor))
        XCTAssertTrue(host.toggle("Bold"))
        XCTAssertEqual(host.renderedLines, ["█Bold█", "bold on"])
    }

    func testTheStyleReachesEveryToggleInside() {
        struct Two: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Toggle("A", isOn: .constant(true))
                    Toggle("B", isOn: .constant(false))
                }
                .toggleStyle(CheckboxStyle())
            }
        }
        XCTAssertEqual(host(Two(), width: 80, height: 32).renderedLines, ["[x] A", "[ ] B"])
    }
}
