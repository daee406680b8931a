import Foundation
import XCTest
@testable import SwiftUI

/// `TextEditor` (Apple: "A view that can display and edit long-form text") takes the space it is
/// offered and shows its text from the top-leading corner, wrapped; `TextField(_:text:axis:)`
/// with `.vertical` (Apple: the axis "in which the text field's text should scroll when the
/// content exceeds the available space") wraps its text and grows a line at a time.
final class TextEditorTests: XCTestCase {
    struct Notes: View {
        @State var notes = ""
        var body: some View {
            TextEditor(text: $notes)
                .accessibilityIdentifier("notes")
        }
    }

    func testTheEditorTakesTheOfferedSpaceAndWrapsItsText() {
        let host = TerminalHost(rootView: Notes(), proposal: ProposedViewSize(width: 80, height: 64))
        assertFrame(host.frame(ofIdentifier: "notes"), CGRect(x: 0, y: 0, width: 80, height: 64))
        XCTAssertTrue(host.type("Buy milk and call Ada\nDone", into: "notes"))
        XCTAssertEqual(host.renderedLines, ["Buy milk", "and call", "Ada", "Done"])
    }

    func testReturnInTheEditorSubmitsNothing() {
        struct Submitting: View {
            @State var submitted = false
            var body: some View {
                VStack(spacing: 0) {
                    TextEditor(text: .constant("")).accessibilityIdentifier("editor").frame(height: 16)
                    Text(submitted ? "submitted" : "editing")
                }
                .onSubmit { submitted = true }
            }
        }
        let host = TerminalHost(rootView: Submitting(), proposal: ProposedViewSize(width: 80, height: 32))
        XCTAssertTrue(host.submit("editor"))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "editing")
    }

    func testAVerticalFieldGrowsALineAtATime() {
        struct Bio: View {
            @State var bio = ""
            var body: some View {
                TextField("Bio", text: $bio, axis: .vertical)
                    .accessibilityIdentifier("bio")
            }
        }
        let host = TerminalHost(rootView: Bio(), proposal: ProposedViewSize(width: 80, height: nil))
        assertFrame(host.frame(ofIdentifier: "bio"), CGRect(x: 0, y: 0, width: 80, height: 16))
        host.type("Writes short stories", into: "Bio")
        // 20 characters in 10-cell lines: "Writes" and "short" and "stories" wrap to three lines.
        assertFrame(host.frame(ofIdentifier: "bio"), CGRect(x: 0, y: 0, width: 80, height: 48))
        XCTAssertEqual(host.renderedLines, ["Writes", "short", "stories"])
    }

    func testAVerticalFieldStopsAtItsLineLimit() {
        let field = TextField("Bio", text: .constant("one two three four"), axis: .vertical).lineLimit(2)
        let host = host(field.accessibilityIdentifier("bio"), width: 48, height: nil)
        assertFrame(host.frame(ofIdentifier: "bio"), CGRect(x: 0, y: 0, width: 48, height: 32))
    }

    func testAHorizontalFieldStaysOneLine() {
        let field = TextField("Bio", text: .constant("one two three four"), axis: .horizontal)
        XCTAssertEqual(host(field, width: 48, height: nil).renderedLines, ["one t…"])
    }
}
