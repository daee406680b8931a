import Foundation
import XCTest
@testable import SwiftUI

/// Button: its size is its style's body's. The default style (borderless, as on iOS) is the
/// label's size, in the accent colour; bordered styles add one cell (8 pt) on each side and keep
/// one line, where iOS adds about 12 pt across and 7 pt above and below.
final class ControlsButtonTests: XCTestCase {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Add") { count += 1 }
                Text("\(count)")
            }
        }
    }

    func testDefaultButtonIsItsLabelInTheAccentColour() {
        let host = host(Button("Add") {}.accessibilityIdentifier("add"), width: 200, height: 100)
        assertFrame(host.frame(ofIdentifier: "add"), CGRect(x: 0, y: 0, width: 24, height: 16))
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.accentColor))
    }

    func testDestructiveButtonIsRed() {
        let host = host(Button("Delete", role: .destructive) {}, width: 200, height: 16)
        XCTAssertEqual(host.color(ofText: "Delete"), resolved(.red))
    }

    func testCancelButtonLooksLikeAnyOther() {
        let host = host(Button("Cancel", role: .cancel) {}, width: 200, height: 16)
        XCTAssertEqual(host.color(ofText: "Cancel"), resolved(.accentColor))
    }

    func testForegroundAroundTheButtonWins() {
        let host = host(Button("Add") {}.foregroundColor(.green), width: 200, height: 16)
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.green))
    }

    func testDisabledButtonIsSecondaryAndIgnoresTaps() {
        let host = TerminalHost(rootView: Counter().disabled(true), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.secondary))
        var tapped = true
        let warnings = collectingWarnings { tapped = host.tap("Add") }
        XCTAssertFalse(tapped)
        XCTAssertEqual(warnings, ["tap(\"Add\"): the button is disabled."])
        XCTAssertEqual(host.renderedLines.last, " 0")
    }

    func testPlainButtonKeepsTheForeground() {
        let host = host(Button("Add") {}.buttonStyle(.plain), width: 200, height: 16)
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.primary))
    }

    func testBorderedButtonPadsTheLabelByACellOnATintedFill() {
        let host = host(Button("Add") {}.buttonStyle(.bordered).accessibilityIdentifier("add"), width: 200, height: 16)
        assertFrame(host.frame(ofIdentifier: "add"), CGRect(x: 0, y: 0, width: 40, height: 16))
        XCTAssertEqual(host.renderedLines, ["█Add█"])
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.accentColor))
        let fills = host.displayList.items.compactMap { item -> Color.Resolved? in
            guard case .fill(_, let color, _) = item.content else { return nil }
            return color
        }
        XCTAssertEqual(fills, [resolved(Color.accentColor.opacity(0.15))])
    }

    func testBorderedProminentButtonIsWhiteOnTheTint() {
        let host = host(Button("Go") {}.buttonStyle(.borderedProminent), width: 200, height: 16)
        XCTAssertEqual(host.renderedLines, ["█Go█"])
        XCTAssertEqual(host.color(ofText: "Go"), resolved(.white))
    }

    func testTappingAStyledButtonRunsItsAction() {
        let host = TerminalHost(rootView: Counter().buttonStyle(.borderedProminent), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertTrue(host.tap("Add"))
        XCTAssertEqual(host.renderedLines, ["█Add█", "  1"])
    }

    struct Pill: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled

        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.isPressed ? "(" : "<")
                configuration.label
                Text(configuration.role == .destructive ? "!" : ">")
            }
            .foregroundColor(isEnabled ? .blue : .gray)
        }
    }

    func testCustomStyleDrawsItsBodyAroundTheLabel() {
        let view = VStack(spacing: 0) {
            Button("Save") {}
            Button("Erase", role: .destructive) {}
            Button("Off") {}.disabled(true)
        }
        .buttonStyle(Pill())
        let host = host(view, width: 80, height: 48)
        XCTAssertEqual(host.renderedLines, [" <Save>", "<Erase!", " <Off>"])
        XCTAssertEqual(host.color(ofText: "Save"), resolved(.blue))
        XCTAssertEqual(host.color(ofText: "Off"), resolved(.gray))
    }

    func testCustomStyleRunsAsAViewOfItsOwn() {
        let host = TerminalHost(rootView: Counter().buttonStyle(Pill()), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertEqual(host.bodyEvaluations, ["Counter", "StyleBody<Pill>"])
        host.tap("Add")
        XCTAssertEqual(host.renderedLines, ["<Add>", "  1"])
    }

    func testSystemImageButtonIsALabel() {
        let host = host(Button("Delete", systemImage: "trash", role: .destructive) {}, width: 200, height: 16)
        XCTAssertEqual(host.renderedLines, ["⌧  Delete"])
        XCTAssertTrue(host.tap("Delete"))
    }

    func testMissingButtonNamesTheButtonsThereAre() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 80, height: 32))
        var tapped = true
        let warnings = collectingWarnings { tapped = host.tap("Remove") }
        XCTAssertFalse(tapped)
        XCTAssertEqual(warnings, ["No button named \"Remove\" was found; there is \"Add\"."])
    }
}
