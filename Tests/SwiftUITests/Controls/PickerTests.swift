import Foundation
import XCTest
@testable import SwiftUI

/// Picker: options are views tagged with values of the selection's type. The menu style (the
/// default, as on iOS) draws the label, then the selection and `⌄` on the trailing side, over the
/// whole proposed width; the segmented style shares the proposed width equally among the options.
/// Both are one line tall (iOS's segmented control is 32 pt).
final class ControlsPickerTests: XCTestCase {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Flavors: View {
        @State var flavor = Flavor.chocolate
        var segmented = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if segmented {
                    picker.pickerStyle(.segmented)
                } else {
                    picker
                }
                Text("Chosen: \(flavor.rawValue)")
            }
        }

        var picker: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
        }
    }

    // MARK: Menu

    func testMenuTakesTheProposedWidthAndOneLine() {
        let host = host(Flavors().picker.accessibilityIdentifier("picker"), width: 240, height: 100)
        assertFrame(host.frame(ofIdentifier: "picker"), CGRect(x: 0, y: 0, width: 240, height: 16))
    }

    func testMenuIdealWidthIsLabelSelectionAndChevron() {
        // "Flavor" 48 + 8 + "Chocolate" 72 + 8 + "⌄" 8.
        let host = host(Flavors().picker.fixedSize(), width: 240, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 144, height: 16))
    }

    func testMenuDrawsLabelSelectionAndChevron() {
        let host = TerminalHost(rootView: Flavors(), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertEqual(host.renderedLines, ["Flavor             Chocolate ⌄", "Chosen: chocolate"])
        XCTAssertEqual(host.color(ofText: "Chocolate"), resolved(.accentColor))
        XCTAssertEqual(host.color(ofText: "⌄"), resolved(.accentColor))
    }

    func testSelectChoosesTheOptionByItsText() {
        let host = TerminalHost(rootView: Flavors(), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertTrue(host.select("Vanilla", in: "Flavor"))
        XCTAssertEqual(host.bodyEvaluations.count, 2)
        XCTAssertEqual(host.bodyEvaluations.first, "Flavors")
        XCTAssertTrue(host.bodyEvaluations[1].hasPrefix("Picker<Text, Flavor, "), host.bodyEvaluations[1])
        XCTAssertEqual(host.renderedLines, ["Flavor               Vanilla ⌄", "Chosen: vanilla"])
    }

    /// SwiftUI tags the views a ForEach makes with their element's id, so options made from
    /// identifiable data need no `.tag` when the ids are of the selection's type (Apple's Picker
    /// documentation: "ForEach automatically assigns a tag to the selection views using each
    /// option's id").
    func testForEachOptionsAreTaggedWithTheirIDs() {
        struct Untagged: View {
            @State var flavor = Flavor.chocolate
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Text("Chosen: \(flavor.rawValue)")
                }
            }
        }
        let host = TerminalHost(rootView: Untagged(), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertEqual(host.renderedLines, ["Flavor             Chocolate ⌄", "Chosen: chocolate"])
        XCTAssertTrue(host.select("Strawberry", in: "Flavor"))
        XCTAssertEqual(host.renderedLines, ["Flavor            Strawberry ⌄", "Chosen: strawberry"])
    }

    /// An explicit tag wins over the element's id: here the ids are strings, the tags flavors.
    func testAnExplicitTagWinsOverTheElementID() {
        struct ByName: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases.map(\.rawValue), id: \.self) { name in
                        Text(name).tag(Flavor(rawValue: name)!)
                    }
                }
            }
        }
        let host = TerminalHost(rootView: ByName(), proposal: ProposedViewSize(width: 240, height: 16))
        XCTAssertTrue(host.select("strawberry", in: "Flavor"))
        XCTAssertEqual(host.renderedLines, ["Flavor            strawberry ⌄"])
    }

    func testMenuSelectionKeepsItsWidthBeforeTheLabel() {
        // 120 pt: "Chocolate" (72), "⌄" (8) and two spacings of 8 take 96, leaving the label 24.
        let host = host(Flavors().picker, width: 120, height: 16)
        XCTAssertEqual(host.renderedLines, ["Fl… Chocolate ⌄"])
    }

    // MARK: Segmented

    func testSegmentedSharesTheProposedWidthEqually() {
        // 240 pt for 3 options: 80 pt (10 cells) each. Each option is offered 64 pt (8 cells),
        // leaving a cell on either side for the separators and the selection's brackets, and is
        // centred in its share (to the nearest cell).
        let host = TerminalHost(rootView: Flavors(segmented: true), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertEqual(host.renderedLines, ["[Chocola…]  Vanilla │Strawbe…", "Chosen: chocolate"])
    }

    func testSegmentedIdealWidthGivesEveryOptionTheWidestOnesShare() {
        // "Strawberry" is 80 pt; each share is 80 + 16 = 96 pt.
        let host = host(Flavors(segmented: true).picker.pickerStyle(.segmented).fixedSize(), width: 400, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 288, height: 16))
        XCTAssertEqual(host.renderedLines, ["[ Chocolate]   Vanilla  │Strawberry"])
    }

    func testSegmentedSelectionMovesTheBrackets() {
        let host = TerminalHost(rootView: Flavors(segmented: true), proposal: ProposedViewSize(width: 288, height: 32))
        XCTAssertTrue(host.select("Strawberry", in: "Flavor"))
        XCTAssertEqual(host.renderedLines, ["  Chocolate │  Vanilla  [Strawberry]", "Chosen: strawberry"])
        host.select("Vanilla", in: "Flavor")
        XCTAssertEqual(host.renderedLines, ["  Chocolate [  Vanilla ] Strawberry", "Chosen: vanilla"])
    }

    func testSegmentedLabelIsNotDrawnButNamesThePicker() {
        let host = TerminalHost(rootView: Flavors(segmented: true), proposal: ProposedViewSize(width: 288, height: 32))
        XCTAssertFalse(host.render().contains("Flavor"))
        XCTAssertTrue(host.select("Vanilla", in: "Flavor"))
    }

    // MARK: Tags and mistakes

    func testStringTags() {
        struct Colors: View {
            @State var color = "Red"
            var body: some View {
                Picker("Color", selection: $color) {
                    Text("Red").tag("Red")
                    Text("Green").tag("Green")
                }
                .pickerStyle(.segmented)
            }
        }
        let host = TerminalHost(rootView: Colors(), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertEqual(host.renderedLines, ["[   Red  ]   Green"])
        host.select("Green", in: "Color")
        XCTAssertEqual(host.renderedLines, ["    Red   [  Green ]"])
    }

    func testUnknownOptionNamesTheOptions() {
        let host = TerminalHost(rootView: Flavors(), proposal: ProposedViewSize(width: 240, height: 32))
        var selected = true
        let warnings = collectingWarnings { selected = host.select("Mint", in: "Flavor") }
        XCTAssertFalse(selected)
        XCTAssertEqual(warnings, ["select(\"Mint\", in: \"Flavor\"): there is no option \"Mint\"; the options are \"Chocolate\", \"Vanilla\", \"Strawberry\"."])
    }

    func testOptionWithoutATagSelectsNothing() {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("Small").tag(1)
            Text("Large")
        }
        let host = TerminalHost(rootView: picker, proposal: ProposedViewSize(width: 160, height: 16))
        let warnings = collectingWarnings { host.select("Large", in: "Size") }
        XCTAssertEqual(warnings, ["select(\"Large\", in: \"Size\"): the option \"Large\" has no tag(_:), so it selects nothing."])
    }

    func testTagOfAnotherTypeSelectsNothing() {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("Small").tag(1)
            Text("Large").tag("large")
        }
        let host = TerminalHost(rootView: picker, proposal: ProposedViewSize(width: 160, height: 16))
        let warnings = collectingWarnings { host.select("Large", in: "Size") }
        XCTAssertEqual(warnings, ["select(\"Large\", in: \"Size\"): the option \"Large\" is tagged with a String, but the selection is a Int."])
    }

    func testDisabledPickerIgnoresSelection() {
        let host = TerminalHost(rootView: Flavors().disabled(true), proposal: ProposedViewSize(width: 240, height: 32))
        XCTAssertEqual(host.color(ofText: "Chocolate"), resolved(.secondary))
        let warnings = collectingWarnings { host.select("Vanilla", in: "Flavor") }
        XCTAssertEqual(warnings, ["select(\"Vanilla\", in: \"Flavor\"): the picker is disabled."])
        XCTAssertEqual(host.renderedLines.last, "Chosen: chocolate")
    }

    func testMissingPickerNamesThePickersThereAre() {
        let host = TerminalHost(rootView: Flavors(), proposal: ProposedViewSize(width: 240, height: 32))
        var selected = true
        let warnings = collectingWarnings { selected = host.select("Vanilla", in: "Topping") }
        XCTAssertFalse(selected)
        XCTAssertEqual(warnings, ["No picker named \"Topping\" was found; there is \"Flavor\"."])
    }
}
