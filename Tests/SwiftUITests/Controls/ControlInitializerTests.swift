import Foundation
import XCTest
@testable import SwiftUI

/// The control initializers tutorials write with a custom label, a system image or a role:
/// each is drawn with its label and does what it is for when used.
final class ControlInitializerTests: XCTestCase {
    /// Button(action:label:) with a custom label (Apple's example: a label view in the trailing
    /// closure): the label is drawn, in the accent colour, and tapping it runs the action.
    func testButtonWithACustomLabelIsTapped() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button(action: { count += 1 }, label: {
                        HStack(spacing: 8) { Text("Add"); Text("one") }
                    }).accessibilityIdentifier("add")
                    Text("Count \(count)")
                }
            }
        }
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertTrue(host.render().contains("Add one"), host.render())
        XCTAssertTrue(host.render().contains("Count 0"))
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.accentColor))
        XCTAssertTrue(host.tap("add"))
        XCTAssertTrue(host.render().contains("Count 1"), host.render())
    }

    /// Button(_:systemImage:action:) is a Label of the symbol and the title (Apple: "Creates a
    /// button with a specified system image"): the title is drawn after the symbol and taps.
    func testButtonWithASystemImage() {
        var tapped = false
        let host = host(Button("Share", systemImage: "square.and.arrow.up") { tapped = true }, width: 200, height: 16)
        let line = host.renderedLines.first ?? ""
        XCTAssertTrue(line.hasSuffix("Share"), line)
        XCTAssertGreaterThan(line.count, "Share".count, "the symbol is drawn before the title")
        XCTAssertTrue(host.tap("Share"))
        XCTAssertTrue(tapped)
    }

    /// ButtonRole.destructive draws the label red (Apple's HIG: destructive buttons use the
    /// system red); a custom label takes the role too.
    func testButtonRoleColoursACustomLabel() {
        let role: ButtonRole? = .destructive
        let host = host(Button(role: role, action: {}, label: { Text("Erase") }), width: 200, height: 16)
        XCTAssertEqual(host.color(ofText: "Erase"), resolved(.red))
        XCTAssertNotEqual(ButtonRole.cancel, ButtonRole.destructive)
    }

    /// Picker(selection:label:content:) (the older spelling, a label view): the label names the
    /// picker, and selecting an option's text changes the selection.
    func testPickerWithALabelView() {
        struct Flavors: View {
            @State var flavor = "chocolate"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Picker(selection: $flavor, label: Text("Flavor")) {
                        Text("Chocolate").tag("chocolate")
                        Text("Vanilla").tag("vanilla")
                    }
                    Text("Chosen: \(flavor)")
                }
            }
        }
        let host = TerminalHost(rootView: Flavors(), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertTrue(host.renderedLines.first?.hasPrefix("Flavor") ?? false, host.renderedLines.first ?? "")
        XCTAssertTrue(host.select("Vanilla", in: "Flavor"))
        XCTAssertEqual(host.renderedLines.last, "Chosen: vanilla")
    }

    /// TextField(text:prompt:label:): the prompt is the placeholder; typing fills the binding.
    func testTextFieldWithAPromptAndALabelView() {
        struct Signup: View {
            @State var email = ""
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField(text: $email, prompt: Text("you@example.com")) { Text("Email") }
                    Text("[\(email)]")
                }
            }
        }
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertEqual(host.renderedLines, ["you@example.com", "[]"])
        XCTAssertTrue(host.type("ada@example.com", into: "Email"))
        XCTAssertEqual(host.renderedLines, ["ada@example.com", "[ada@example.com]"])
    }

    /// Stepper(value:in:step:onEditingChanged:label:): each press moves by `step`, and the value
    /// stays within the range (Apple: `bounds` is "a closed range that describes the upper and
    /// lower bounds permitted by the stepper"); editing is reported. Apple does not say whether a
    /// step that would pass the bound is cut short or refused: the runtime cuts 8 + 4 to 10.
    func testStepperWithAStepAndALabelView() {
        final class Log { var editing: [Bool] = [] }
        struct Volume: View {
            let log: Log
            @State var level = 0
            var body: some View {
                Stepper(value: $level, in: 0...10, step: 4, onEditingChanged: { log.editing.append($0) }) {
                    Text("Level \(level)")
                }.accessibilityIdentifier("level")
            }
        }
        let log = Log()
        let host = TerminalHost(rootView: Volume(log: log), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertTrue(host.increment("level"))
        XCTAssertTrue(host.renderedLines.first?.hasPrefix("Level 4") ?? false)
        host.increment("level")
        XCTAssertTrue(host.renderedLines.first?.hasPrefix("Level 8") ?? false, host.renderedLines.first ?? "")
        host.increment("level")  // 8 + 4 passes the bound: the value is held at 10
        XCTAssertTrue(host.renderedLines.first?.hasPrefix("Level 10") ?? false, host.renderedLines.first ?? "")
        XCTAssertTrue(log.editing.contains(true))
    }

    /// LabeledContent(_:content:) and LabeledContent(content:label:): the label at the leading
    /// edge, the content at the trailing edge (Apple: "a label and a value").
    func testLabeledContentWithContentViews() {
        let titled = host(LabeledContent("Name") { Text("Ada") }, width: 200, height: 16)
        XCTAssertEqual(titled.render(), "Name" + String(repeating: " ", count: 25 - 4 - 3) + "Ada")
        let custom = host(LabeledContent { Text("Ada") } label: { Text("Name").bold() }, width: 200, height: 16)
        XCTAssertEqual(custom.render(), "Name" + String(repeating: " ", count: 25 - 4 - 3) + "Ada")
    }
}
