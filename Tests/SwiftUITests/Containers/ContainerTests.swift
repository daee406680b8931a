import XCTest
@testable import SwiftUI

/// Form, GroupBox, DisclosureGroup, LabeledContent and ContentUnavailableView.
final class ContainerTests: XCTestCase {
    func testAFormIsAnInsetGroupedListWhateverStyleIsAround() {
        // Apple, "Form": on iOS a form's sections are drawn as the grouped rows of a list.
        let form = host(Form {
            Section("Account") { Text("Name").accessibilityIdentifier("name") }
        }.listStyle(.plain), width: 300, height: 300)
        let list = host(List {
            Section("Account") { Text("Name").accessibilityIdentifier("name") }
        }.listStyle(.insetGrouped), width: 300, height: 300)
        XCTAssertEqual(form.frame(ofIdentifier: "name"), list.frame(ofIdentifier: "name"))
        XCTAssertTrue(form.render().contains("ACCOUNT"), form.render())
    }

    func testAGroupBoxInsetsItsContentBy16PointsUnderItsLabel() {
        let host = host(GroupBox("Today") { Text("Done").accessibilityIdentifier("content") }.accessibilityIdentifier("box"),
                        width: 300, height: 300)
        let box = host.frame(ofIdentifier: "box")!
        let content = host.frame(ofIdentifier: "content")!
        XCTAssertEqual(content.minX - box.minX, 16)
        // Below the label's line (16 points) and the VStack's spacing (8).
        XCTAssertEqual(content.minY - box.minY, 16 + 16 + 8)
        XCTAssertTrue(host.render().contains("┌"))
    }

    func testADisclosureGroupShowsItsContentWhenTapped() {
        let host = host(DisclosureGroup("Advanced") { Text("Cache").accessibilityIdentifier("cache") }, width: 200, height: 100)
        XCTAssertNil(host.frame(ofIdentifier: "cache"))
        XCTAssertTrue(host.render().contains("›"))
        XCTAssertTrue(host.tap("Advanced"))
        XCTAssertNotNil(host.frame(ofIdentifier: "cache"))
        XCTAssertTrue(host.render().contains("⌄"))
    }

    func testADisclosureGroupFollowsItsBinding() {
        struct Screen: View {
            @State var open = true
            var body: some View {
                VStack {
                    Button("Close all") { open = false }
                    DisclosureGroup("Details", isExpanded: $open) { Text("More").accessibilityIdentifier("more") }
                }
            }
        }
        let host = host(Screen(), width: 200, height: 100)
        XCTAssertNotNil(host.frame(ofIdentifier: "more"))
        host.tap("Close all")
        XCTAssertNil(host.frame(ofIdentifier: "more"))
    }

    func testLabeledContentPutsItsValueAtTheTrailingEdge() {
        let host = host(LabeledContent("Name", value: "Ada").accessibilityIdentifier("row"), width: 200, height: 40)
        XCTAssertEqual(host.frame(ofIdentifier: "row")?.width, 200)
        let line = host.render().split(separator: "\n").first { $0.contains("Name") }.map(String.init) ?? ""
        XCTAssertTrue(line.hasPrefix("Name") && line.hasSuffix("Ada"), line)
    }

    /// `init(_:value:format:)`: "Creates a labeled informational view from a formatted value"
    /// (Apple's documentation); the value reads as `Text(_:format:)` writes it.
    func testLabeledContentFormatsItsValue() {
        let host = host(LabeledContent("Cups", value: 1250, format: .number), width: 200, height: 16)
        XCTAssertEqual(host.render(), "Cups" + String(repeating: " ", count: 25 - 5 - 4) + Text(1250, format: .number).string)
    }

    func testContentUnavailableViewFillsTheSpaceAndCentresItsMessage() {
        let host = host(ContentUnavailableView.search(text: "kiwi").accessibilityIdentifier("empty"), width: 400, height: 320)
        XCTAssertEqual(host.frame(ofIdentifier: "empty")?.size, CGSize(width: 400, height: 320))
        let picture = host.render()
        XCTAssertTrue(picture.contains("No Results for \u{201C}kiwi\u{201D}"), picture)
    }

    func testADividerAndAListSeparatorAreDrawnAsLinesOfText() {
        // A straight horizontal stroke is drawn with box-drawing characters, as a border is.
        let divider = host(VStack { Text("A"); Divider(); Text("B") }, width: 40, height: 100).render()
        XCTAssertTrue(divider.contains("─────"), divider)
        let list = host(List { Text("A"); Text("B") }.listStyle(.plain), width: 200, height: 100).render()
        XCTAssertTrue(list.contains("────────"), list)
    }
}
