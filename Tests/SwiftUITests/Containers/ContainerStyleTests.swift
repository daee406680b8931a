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
