import Foundation
import XCTest
@testable import SwiftUI

/// `groupBoxStyle(_:)`, `labeledContentStyle(_:)` and `disclosureGroupStyle(_:)`: a learner's
/// style is given the container's label and content (and a disclosure group's `isExpanded`) and
/// draws them its own way; the automatic styles are the containers' default look.
final class ContainerStyleTests: XCTestCase {
    struct Plain: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                configuration.content
            }
        }
    }

    func testACustomGroupBoxStyleDrawsTheLabelAndContentWithoutTheBox() {
        let host = host(GroupBox("Today") { Text("Done") }.groupBoxStyle(Plain()), width: 200, height: 100)
        XCTAssertEqual(host.renderedLines, ["Today", "Done"])
        XCTAssertFalse(host.render().contains("┌"))
    }

    func testTheAutomaticGroupBoxStyleIsTheBox() {
        let plain = host(GroupBox("Today") { Text("Done") }, width: 200, height: 100).renderedLines
        XCTAssertTrue(plain.joined().contains("┌"))
        XCTAssertEqual(host(GroupBox("Today") { Text("Done") }.groupBoxStyle(.automatic), width: 200, height: 100).renderedLines, plain)
        XCTAssertEqual(host(GroupBox("Today") { Text("Done") }.groupBoxStyle(DefaultGroupBoxStyle()), width: 200, height: 100).renderedLines, plain)
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                configuration.content.foregroundStyle(.secondary)
            }
        }
    }

    func testACustomLabeledContentStyleStacksTheValueUnderTheLabel() {
        let host = host(LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()), width: 200, height: 100)
        XCTAssertEqual(host.renderedLines, ["Name", "Ada"])
        XCTAssertEqual(host.color(ofText: "Ada"), resolved(.secondary))
    }

    func testTheAutomaticLabeledContentStylePutsTheValueAtTheTrailingEdge() {
        // 200 points is 25 cells: "Name" at the leading edge, "Ada" ending at the trailing one.
        let host = host(LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic), width: 200, height: 16)
        XCTAssertEqual(host.renderedLines, ["Name" + String(repeating: " ", count: 25 - 4 - 3) + "Ada"])
    }

    struct PlusMinus: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 8) {
                    Button(configuration.isExpanded ? "-" : "+") { configuration.isExpanded.toggle() }
                    configuration.label
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    func testACustomDisclosureGroupStyleOpensTheGroupBySettingIsExpanded() {
        let host = host(DisclosureGroup("More") { Text("Cache") }.disclosureGroupStyle(PlusMinus()), width: 200, height: 100)
        XCTAssertEqual(host.renderedLines, ["+ More"])
        XCTAssertTrue(host.tap("+"))
        XCTAssertEqual(host.renderedLines, ["- More", "Cache"])
    }

    func testACustomDisclosureGroupStyleSetsTheGroupsBinding() {
        struct Screen: View {
            @State var open = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(open ? "open" : "closed")
                    DisclosureGroup("More", isExpanded: $open) { Text("Cache") }
                }
                .disclosureGroupStyle(PlusMinus())
            }
        }
        let host = host(Screen(), width: 200, height: 100)
        XCTAssertTrue(host.tap("+"))
        XCTAssertEqual(host.renderedLines, ["open", "- More", "Cache"])
    }

    func testTheAutomaticDisclosureGroupStyleIsTheChevronRow() {
        let host = host(DisclosureGroup("Advanced") { Text("Cache") }.disclosureGroupStyle(.automatic), width: 200, height: 100)
        XCTAssertTrue(host.render().contains("›"), host.render())
        XCTAssertTrue(host.tap("Advanced"))
        XCTAssertTrue(host.render().contains("Cache"), host.render())
        XCTAssertTrue(host.render().contains("⌄"), host.render())
    }
}

/// `formStyle(_:)`: iOS's grouped form, the non-scrolling columns style and a learner's style.
final class FormStyleTests: XCTestCase {
    func testTheGroupedAndAutomaticStylesAreTheInsetGroupedList() {
        let form = { Form { Section("Account") { Text("Name").accessibilityIdentifier("name") } } }
        let plain = host(form(), width: 300, height: 300)
        for styled in [host(form().formStyle(.grouped), width: 300, height: 300),
                       host(form().formStyle(GroupedFormStyle()), width: 300, height: 300),
                       host(form().formStyle(.automatic), width: 300, height: 300)] {
            XCTAssertEqual(styled.frame(ofIdentifier: "name"), plain.frame(ofIdentifier: "name"))
            XCTAssertEqual(styled.render(), plain.render())
        }
        XCTAssertTrue(plain.render().contains("ACCOUNT"), plain.render())
    }

    func testTheColumnsStyleStacksTheRowsWithoutScrollingOrGroups() {
        // Apple: "a non-scrolling form style"; the rows are laid out as a leading VStack's
        // views, at the top-leading corner with no inset.
        let host = host(Form {
            Text("Name").accessibilityIdentifier("name")
            Text("Email").accessibilityIdentifier("email")
        }.formStyle(.columns), width: 300, height: 300)
        assertFrame(host.frame(ofIdentifier: "name"), CGRect(x: 0, y: 0, width: 32, height: 16))
        assertFrame(host.frame(ofIdentifier: "email"), CGRect(x: 0, y: 24, width: 40, height: 16))
        let typed = TerminalHost(rootView: Form { Text("Name") }.formStyle(ColumnsFormStyle()), proposal: ProposedViewSize(width: 300, height: 300))
        XCTAssertEqual(typed.size,
                       CGSize(width: 32, height: 16))
    }

    func testACustomFormStyleDrawsTheContent() {
        struct Boxed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.content.padding(8).border(Color.gray)
            }
        }
        let host = host(Form { Text("Name") }.formStyle(Boxed()), width: 300, height: 300)
        XCTAssertEqual(host.size, CGSize(width: 48, height: 32))
        XCTAssertTrue(host.render().contains("Name"), host.render())
    }
}
