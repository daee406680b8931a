import Foundation
import XCTest
@testable import SwiftUI

/// `TextField(_:value:format:)`: a value edited through a format, committed on return.
final class TextFieldFormatTests: XCTestCase {
    private struct Bill: View {
        @State var amount = 12
        @State var submitted: [Int] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Amount", value: $amount, format: .number)
                    .onSubmit { submitted.append(amount) }
                Text("Total \(amount * 2)")
                Text("Seen \(submitted.map(String.init).joined(separator: ","))")
            }
        }
    }

    /// Apple's docs for `TextField(_:value:format:prompt:)`: the field shows the value formatted,
    /// and the value changes when the user commits (presses return), not as they type: typed "21"
    /// shows in the field while the total stays 24; return parses it (total 42), and `onSubmit`
    /// runs after, seeing the new value.
    func testTypingShowsTheTextAndReturnCommitsIt() {
        let h = TerminalHost(rootView: Bill(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "12")
        XCTAssertTrue(h.type("21", into: "Amount"))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "21")
        XCTAssertEqual(h.renderedLines[1], "Total 24")
        XCTAssertTrue(h.submit("Amount"))
        XCTAssertEqual(h.renderedLines[1], "Total 42")
        XCTAssertEqual(h.renderedLines[2], "Seen 21")
    }

    /// Text the format cannot parse leaves the value, and the field shows it formatted again.
    func testTextThatDoesNotParseLeavesTheValue() {
        let h = TerminalHost(rootView: Bill(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertTrue(h.type("lots", into: "Amount"))
        XCTAssertTrue(h.submit("Amount"))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "12")
        XCTAssertEqual(h.renderedLines[1], "Total 24")
    }
}
