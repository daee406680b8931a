import Foundation
import XCTest
@testable import SwiftUI

/// `@FocusState` with `focused(_:)` and `focused(_:equals:)`. What is asserted is Apple's
/// documentation of `FocusState`: "When focus enters the modified view, the wrapped value of
/// this property updates to match a given prototype value. Similarly, when focus leaves, the
/// wrapped value of this property resets to `nil` or `false`. Setting the property's value
/// programmatically has the reverse effect, causing focus to move to the view associated with
/// the updated value." The focused field is drawn in reverse video (with colours), as a live
/// preview draws the field being typed into, and `:tree` marks it "(focused)".
final class FocusStateTests: XCTestCase {
    enum Field: Hashable { case name, email }

    /// A sign-up form whose fields share one optional focus state; return in the name field
    /// moves the focus to the email field, and a button focuses the email field.
    struct Signup: View {
        @State var name = ""
        @State var email = ""
        @FocusState var focus: Field?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
                Button("Edit email") { focus = .email }
            }
        }
    }

    func testTypingGivesTheFieldTheFocusAndSetsItsState() {
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(host.renderedLines[2], "focus: none")
        XCTAssertNil(host.controls.first(where: \.isFocused))
        XCTAssertTrue(host.type("Ada", into: "Name"))
        XCTAssertEqual(host.renderedLines[2], "focus: name")
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Name")
    }

    func testSubmitMovesTheFocusToTheNextField() {
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: nil))
        host.type("Ada", into: "Name")
        XCTAssertTrue(host.submit("Name"))
        XCTAssertEqual(host.renderedLines[2], "focus: email")
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Email")
        // Typing there carries on in the field that has the focus.
        host.type("ada@example.com", into: "Email")
        XCTAssertEqual(host.renderedLines[2], "focus: email")
    }

    func testSettingTheStateMovesTheFocus() {
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: nil))
        host.type("Ada", into: "Name")
        XCTAssertTrue(host.tap("Edit email"))
        XCTAssertEqual(host.renderedLines[2], "focus: email")
        XCTAssertEqual(host.controls.filter(\.isFocused).map(\.name), ["Email"])
    }

    func testTheFocusedFieldIsDrawnInReverseVideo() {
        // The email field is the second row (16 points a field); the cells it draws are
        // reversed (the blank cells after its text are not written to a terminal).
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(reversedText(host), [:])
        host.tap("Edit email")
        XCTAssertEqual(reversedText(host), [1: "Email"])
        host.type("Ada", into: "Name")
        XCTAssertEqual(reversedText(host), [0: "Ada"])
        // Plain text has no reverse video: the picture is the same as unfocused.
        XCTAssertEqual(host.renderedLines[0], "Ada")
    }

    func testTheTreeMarksTheFocusedField() {
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: nil))
        host.tap("Edit email")
        let fields = host.viewFrames().entries.filter { $0.view.hasPrefix("TextField") }.map(\.view)
        XCTAssertEqual(fields, ["TextField", "TextField (focused)"])
    }

    func testSubmitWithoutAnActionTakesTheFocusAway() {
        struct Note: View {
            @State var text = ""
            @FocusState var isEditing: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Note", text: $text).focused($isEditing)
                    Text(isEditing ? "editing" : "done")
                }
            }
        }
        let host = TerminalHost(rootView: Note(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(host.renderedLines.last, "done")
        host.type("milk", into: "Note")
        XCTAssertEqual(host.renderedLines.last, "editing")
        host.submit("Note")
        XCTAssertEqual(host.renderedLines.last, "done")
    }

    func testFocusLeavingAFieldSetsItsBooleanStateBackToFalse() {
        struct TwoFields: View {
            @FocusState var first: Bool
            @FocusState var second: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("First", text: .constant("")).focused($first)
                    TextField("Second", text: .constant("")).focused($second)
                    Text("\(first) \(second)")
                }
            }
        }
        let host = TerminalHost(rootView: TwoFields(), proposal: ProposedViewSize(width: 160, height: nil))
        host.focus("First")
        XCTAssertEqual(host.renderedLines.last, "true false")
        host.focus("Second")
        XCTAssertEqual(host.renderedLines.last, "false true")
        host.focus(nil)
        XCTAssertEqual(host.renderedLines.last, "false false")
    }

    func testAChildViewTakesTheBinding() {
        struct NameField: View {
            @Binding var name: String
            @FocusState.Binding var isFocused: Bool
            var body: some View {
                TextField("Name", text: $name).focused($isFocused)
            }
        }
        struct Parent: View {
            @State var name = ""
            @FocusState var nameFocused: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    NameField(name: $name, isFocused: $nameFocused)
                    Button("Focus") { nameFocused = true }
                }
            }
        }
        let host = TerminalHost(rootView: Parent(), proposal: ProposedViewSize(width: 160, height: nil))
        host.tap("Focus")
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Name")
    }

    func testAFieldWithoutAFocusStateIsFocusedByTyping() {
        let host = TerminalHost(rootView: ControlsTextFieldTests.Greeting(), proposal: ProposedViewSize(width: 160, height: 32))
        host.type("Ada", into: "Name")
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Name")
        host.submit("Name")
        XCTAssertNil(host.controls.first(where: \.isFocused))
    }

    /// The characters drawn in reverse video, by row, read from the ANSI picture.
    func reversedText(_ host: TerminalHost) -> [Int: String] {
        var result: [Int: String] = [:]
        for (row, line) in host.render(colors: .ansi16).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var inverse = false
            var reversed = ""
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
                    let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").map(String.init)
                    var index = 0
                    while index < codes.count {
                        switch codes[index] {
                        case "0": inverse = false
                        case "7": inverse = true
                        case "38", "48": index += codes[index + 1] == "5" ? 2 : 4
                        default: break
                        }
                        index += 1
                    }
                    rest = rest[rest.index(after: end)...]
                } else {
                    if inverse { reversed.append(first) }
                    rest = rest.dropFirst()
                }
            }
            if !reversed.isEmpty { result[row] = reversed }
        }
        return result
    }
}
