import Foundation
import XCTest
@testable import SwiftUI

/// What each style protocol's configuration holds, as SwiftUI declares it: a style that records
/// the configuration it is given, read back by the test.
final class StyleConfigurationTests: XCTestCase {
    /// The configurations a recording style was given, last one last.
    final class Seen<Configuration> {
        var all: [Configuration] = []
        var last: Configuration? { all.last }
        func record(_ configuration: Configuration) -> EmptyView {
            all.append(configuration)
            return EmptyView()
        }
    }

    struct RecordProgress: ProgressViewStyle {
        let seen: Seen<ProgressViewStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    func testAProgressViewStyleConfigurationHoldsTheFractionAndTheLabels() {
        let seen = Seen<ProgressViewStyleConfiguration>()
        _ = host(ProgressView("Copy", value: 3, total: 4).progressViewStyle(RecordProgress(seen: seen)), width: 80, height: 80)
        let configuration: ProgressViewStyleConfiguration? = seen.last
        XCTAssertEqual(configuration?.fractionCompleted, 0.75)
        XCTAssertNotNil(configuration?.label)
        XCTAssertNil(configuration?.currentValueLabel, "the progress view has no current value label")
        _ = host(ProgressView().progressViewStyle(RecordProgress(seen: seen)), width: 80, height: 80)
        XCTAssertNil(seen.last?.fractionCompleted, "an indeterminate progress view has no fraction")
        XCTAssertNil(seen.last?.label)
    }

    struct RecordGauge: GaugeStyle {
        let seen: Seen<GaugeStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    func testAGaugeStyleConfigurationHoldsTheFractionOfTheRange() {
        let seen = Seen<GaugeStyleConfiguration>()
        _ = host(Gauge(value: 5, in: 0...20) { Text("A") } currentValueLabel: { Text("5") }
            .gaugeStyle(RecordGauge(seen: seen)), width: 80, height: 80)
        let configuration: GaugeStyleConfiguration? = seen.last
        XCTAssertEqual(configuration?.value, 0.25)
        XCTAssertNotNil(configuration?.currentValueLabel)
        XCTAssertNil(configuration?.minimumValueLabel)
        XCTAssertNil(configuration?.maximumValueLabel)
    }

    struct RecordDisclosure: DisclosureGroupStyle {
        let seen: Seen<DisclosureGroupStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    func testADisclosureGroupStyleConfigurationsIsExpandedWritesTheBinding() {
        // Apple declares `isExpanded` as `@Binding var isExpanded: Bool`.
        var open = false
        let seen = Seen<DisclosureGroupStyleConfiguration>()
        let binding = Binding(get: { open }, set: { open = $0 })
        _ = host(DisclosureGroup("More", isExpanded: binding) { Text("Cache") }.disclosureGroupStyle(RecordDisclosure(seen: seen)),
                 width: 80, height: 80)
        let configuration: DisclosureGroupStyleConfiguration? = seen.last
        XCTAssertEqual(configuration?.isExpanded, false)
        configuration?.isExpanded = true
        XCTAssertTrue(open)
        XCTAssertEqual(configuration?.$isExpanded.wrappedValue, true)
    }

    struct RecordPrimitive: PrimitiveButtonStyle {
        let seen: Seen<PrimitiveButtonStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    func testAPrimitiveButtonStyleConfigurationsTriggerRunsTheAction() {
        var runs = 0
        let seen = Seen<PrimitiveButtonStyleConfiguration>()
        _ = host(Button("Go", role: .destructive) { runs += 1 }.buttonStyle(RecordPrimitive(seen: seen)), width: 80, height: 80)
        let configuration: PrimitiveButtonStyleConfiguration? = seen.last
        XCTAssertEqual(configuration?.role, .destructive)
        XCTAssertEqual(runs, 0, "drawing the style runs nothing")
        configuration?.trigger()
        XCTAssertEqual(runs, 1)
    }

    struct RecordButton: ButtonStyle {
        let seen: Seen<ButtonStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View {
            seen.record(configuration)
            configuration.label
        }
    }

    func testAButtonStyleConfigurationHoldsTheLabelRoleAndPressedState() {
        let seen = Seen<ButtonStyleConfiguration>()
        let host = host(Button("Go", role: .cancel) {}.buttonStyle(RecordButton(seen: seen)), width: 80, height: 80)
        let configuration: ButtonStyleConfiguration? = seen.last
        XCTAssertEqual(configuration?.role, .cancel)
        // A headless tap takes no time, so a button is never seen pressed (docs/deviations.md).
        XCTAssertEqual(configuration?.isPressed, false)
        XCTAssertEqual(host.renderedLines, ["Go"], "the style placed configuration.label")
        _ = configuration?.label
    }

    struct RecordGroupBox: GroupBoxStyle {
        let seen: Seen<GroupBoxStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    struct RecordLabeledContent: LabeledContentStyle {
        let seen: Seen<LabeledContentStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    struct RecordMenu: MenuStyle {
        let seen: Seen<MenuStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View { seen.record(configuration) }
    }

    func testGroupBoxLabeledContentAndMenuStylesAreGivenAConfigurationEach() {
        let groupBoxes = Seen<GroupBoxStyleConfiguration>()
        let labeledContents = Seen<LabeledContentStyleConfiguration>()
        let menus = Seen<MenuStyleConfiguration>()
        let view = VStack {
            GroupBox("Box") { Text("In") }
            LabeledContent("Name", value: "Ada")
            Menu("Actions") { Button("Copy") {} }
        }
        let host = host(view.groupBoxStyle(RecordGroupBox(seen: groupBoxes))
            .labeledContentStyle(RecordLabeledContent(seen: labeledContents))
            .menuStyle(RecordMenu(seen: menus)), width: 200, height: 200)
        XCTAssertEqual(groupBoxes.all.count, 1)
        XCTAssertEqual(labeledContents.all.count, 1)
        XCTAssertEqual(menus.all.count, 1)
        XCTAssertEqual(host.render().trimmingCharacters(in: .whitespacesAndNewlines), "", "each style drew nothing")
    }

    struct RecordLabel: LabelStyle {
        let seen: Seen<LabelStyleConfiguration>
        func makeBody(configuration: Configuration) -> some View {
            seen.record(configuration)
            HStack(spacing: 0) { configuration.title; Text("|"); configuration.icon }
        }
    }

    func testALabelStyleConfigurationHoldsTheTitleAndTheIcon() {
        let seen = Seen<LabelStyleConfiguration>()
        let host = host(Label { Text("Title") } icon: { Text("I") }.labelStyle(RecordLabel(seen: seen)), width: 200, height: 16)
        let configuration: LabelStyleConfiguration? = seen.last
        XCTAssertNotNil(configuration)
        XCTAssertEqual(host.renderedLines, ["Title|I"])
    }
}

/// The built-in styles' types and the shorthands for them draw what Apple documents for iOS.
final class BuiltInStyleTests: XCTestCase {
    func testBorderlessAndAutomaticButtonsAreTheLabelInTheTint() {
        // Apple, "BorderlessButtonStyle"; iOS's default button style is borderless.
        for host in [host(Button("Add") {}.buttonStyle(.borderless), width: 80, height: 16),
                     host(Button("Add") {}.buttonStyle(.automatic), width: 80, height: 16),
                     host(Button("Add") {}.buttonStyle(BorderlessButtonStyle()), width: 80, height: 16),
                     host(Button("Add") {}.buttonStyle(DefaultButtonStyle()), width: 80, height: 16)] {
            XCTAssertEqual(host.renderedLines, ["Add"])
            XCTAssertEqual(host.color(ofText: "Add"), resolved(.accentColor))
        }
    }

    func testTheButtonStyleTypesDrawAsTheirShorthands() {
        func lines<S: ButtonStyle>(_ style: S) -> [String] {
            TerminalHost(rootView: Button("Add") {}.buttonStyle(style), proposal: ProposedViewSize(width: 80, height: 16)).renderedLines
        }
        // The bordered styles pad the label a cell at each side on a fill (ButtonTests).
        XCTAssertEqual(lines(BorderedButtonStyle()), ["█Add█"])
        XCTAssertEqual(lines(BorderedProminentButtonStyle()), ["█Add█"])
        XCTAssertEqual(lines(PlainButtonStyle()), ["Add"])
    }

    func testTitleAndIconAndTheDefaultLabelStyleShowBoth() {
        // Apple: the title-and-icon style shows both; iOS's default label style does too.
        let expected = host(Label { Text("Title") } icon: { Text("I") }, width: 200, height: 16).renderedLines
        XCTAssertEqual(expected, ["I Title"])
        XCTAssertEqual(host(Label { Text("Title") } icon: { Text("I") }.labelStyle(.titleAndIcon), width: 200, height: 16).renderedLines, expected)
        XCTAssertEqual(host(Label { Text("Title") } icon: { Text("I") }.labelStyle(DefaultLabelStyle()), width: 200, height: 16).renderedLines, expected)
        XCTAssertEqual(host(Label { Text("Title") } icon: { Text("I") }.labelStyle(IconOnlyLabelStyle()), width: 200, height: 16).renderedLines, ["I"])
    }

    func testTheMenuAndDefaultPickerStylesAreTheRowWithAChevron() {
        // iOS's default picker style is the menu.
        let picker = { Picker("Size", selection: .constant(1)) { Text("One").tag(1) } }
        let expected = ["Size        One ⌄"]
        XCTAssertEqual(host(picker().pickerStyle(.menu), width: 136, height: 16).renderedLines, expected)
        func row<S: PickerStyle>(_ style: S) -> [String] {
            TerminalHost(rootView: picker().pickerStyle(style), proposal: ProposedViewSize(width: 136, height: 16)).renderedLines
        }
        XCTAssertEqual(row(MenuPickerStyle()), expected)
        XCTAssertEqual(row(DefaultPickerStyle()), expected)
        // A segmented picker's selected option is between brackets at its share's edges.
        let segmented = host(picker().pickerStyle(SegmentedPickerStyle()), width: 136, height: 16).renderedLines.first ?? ""
        XCTAssertTrue(segmented.hasPrefix("[") && segmented.hasSuffix("]") && segmented.contains("One"), segmented)
    }

    func testThePlainTextFieldStylesHaveNoOutline() {
        // iOS's default text field style is plain: the text alone.
        for host in [host(TextField("Name", text: .constant("Ada")).textFieldStyle(.plain), width: 80, height: 48),
                     host(TextField("Name", text: .constant("Ada")).textFieldStyle(PlainTextFieldStyle()), width: 80, height: 48),
                     host(TextField("Name", text: .constant("Ada")).textFieldStyle(DefaultTextFieldStyle()), width: 80, height: 48)] {
            XCTAssertEqual(host.size.height, 16)
            XCTAssertEqual(host.renderedLines, ["Ada"])
        }
        func height<S: TextFieldStyle>(_ style: S) -> CGFloat {
            TerminalHost(rootView: TextField("Name", text: .constant("Ada")).textFieldStyle(style),
                         proposal: ProposedViewSize(width: 80, height: 48)).size.height
        }
        // The rounded border has lines of its own above and below (TextFieldTests).
        XCTAssertEqual(height(RoundedBorderTextFieldStyle()), 48)
        XCTAssertEqual(height(PlainTextFieldStyle()), 16)
    }

    func testListStylesGroupOrNot() {
        let list = { List { Section("Fruit") { Text("Kiwi").accessibilityIdentifier("kiwi") } } }
        // Grouped styles show headers in capitals, as iOS did before iOS 26; plain and inset do
        // not (docs/deviations.md).
        for grouped in [host(list().listStyle(.grouped), width: 200, height: 200),
                        host(list().listStyle(GroupedListStyle()), width: 200, height: 200),
                        host(list().listStyle(.sidebar), width: 200, height: 200),
                        host(list().listStyle(SidebarListStyle()), width: 200, height: 200),
                        host(list().listStyle(DefaultListStyle()), width: 200, height: 200)] {
            XCTAssertTrue(grouped.render().contains("FRUIT"), grouped.render())
        }
        for ungrouped in [host(list().listStyle(PlainListStyle()), width: 200, height: 200),
                          host(list().listStyle(.inset), width: 200, height: 200),
                          host(list().listStyle(InsetListStyle()), width: 200, height: 200)] {
            XCTAssertTrue(ungrouped.render().contains("Fruit"), ungrouped.render())
            XCTAssertFalse(ungrouped.render().contains("┌"), ungrouped.render())
        }
        // On an iPhone a sidebar list and the default one look like an inset grouped list: its
        // sections are outlined groups inset from the edges.
        func picture<S: ListStyle>(_ style: S) -> String {
            TerminalHost(rootView: list().listStyle(style), proposal: ProposedViewSize(width: 200, height: 200)).render()
        }
        XCTAssertTrue(picture(SidebarListStyle()).contains("┌"))
        XCTAssertTrue(picture(DefaultListStyle()).contains("┌"))
        // A grouped list's rows span the width; an inset one's are inset from its edges.
        let grouped = host(list().listStyle(.grouped), width: 200, height: 200).frame(ofIdentifier: "kiwi")
        let inset = host(list().listStyle(.inset), width: 200, height: 200).frame(ofIdentifier: "kiwi")
        XCTAssertLessThan(grouped?.minX ?? 0, inset?.minX ?? 0)
    }
}
