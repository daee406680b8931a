import Foundation
import XCTest
@testable import SwiftUI

/// TextField and SecureField: like iOS's they take the proposed width and are one line tall (16 pt
/// here, about 22 pt on iOS); asked for their ideal width they are as wide as the text, or the
/// placeholder while the text is empty.
final class ControlsTextFieldTests: XCTestCase {
    struct Greeting: View {
        @State var name = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $name)
                Text(name.isEmpty ? "Who are you?" : "Hello, \(name)!")
            }
        }
    }

    func testTakesTheProposedWidthAndOneLine() {
        let host = host(TextField("Name", text: .constant("Ada")).accessibilityIdentifier("field"), width: 200, height: 100)
        assertFrame(host.frame(ofIdentifier: "field"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testIdealWidthIsTheTextsOrThePlaceholders() {
        XCTAssertEqual(host(TextField("Name", text: .constant("Ada Lovelace")).fixedSize(), width: 200, height: 100).size, CGSize(width: 96, height: 16))
        XCTAssertEqual(host(TextField("Name", text: .constant("")).fixedSize(), width: 200, height: 100).size, CGSize(width: 32, height: 16))
    }

    func testEmptyFieldShowsItsTitleInGray() {
        let host = host(TextField("Name", text: .constant("")), width: 120, height: 16)
        XCTAssertEqual(host.renderedLines, ["Name"])
        XCTAssertEqual(host.color(ofText: "Name"), resolved(.secondary))
    }

    func testPromptIsThePlaceholderAndTheTitleNamesTheField() {
        struct Signup: View {
            @State var email = ""
            var body: some View {
                TextField("Email", text: $email, prompt: Text("you@example.com"))
            }
        }
        let host = TerminalHost(rootView: Signup(), proposal: ProposedViewSize(width: 160, height: 16))
        XCTAssertEqual(host.renderedLines, ["you@example.com"])
        XCTAssertTrue(host.type("ada@example.com", into: "Email"))
        XCTAssertEqual(host.renderedLines, ["ada@example.com"])
        XCTAssertEqual(host.color(ofText: "ada@example.com"), resolved(.primary))
    }

    func testLongTextIsTruncated() {
        let host = host(TextField("Name", text: .constant("Augusta Ada King")), width: 80, height: 16)
        XCTAssertEqual(host.renderedLines, ["Augusta A…"])
    }

    func testTypeReplacesTheTextAndUpdates() {
        let host = TerminalHost(rootView: Greeting(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertEqual(host.renderedLines, ["Name", "Who are you?"])
        XCTAssertTrue(host.type("Ada", into: "Name"))
        XCTAssertEqual(host.bodyEvaluations, ["Greeting", "TextField<Text>"])
        XCTAssertEqual(host.renderedLines, ["Ada", "Hello, Ada!"])
        host.type("Grace", into: "Name")
        XCTAssertEqual(host.renderedLines, ["Grace", "Hello, Grace!"])
    }

    func testSecureFieldDrawsBullets() {
        struct Login: View {
            @State var password = ""
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    SecureField("Password", text: $password)
                    Text("\(password.count) characters")
                }
            }
        }
        let host = TerminalHost(rootView: Login(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertEqual(host.renderedLines, ["Password", "0 characters"])
        XCTAssertTrue(host.type("secret", into: "Password"))
        XCTAssertEqual(host.renderedLines, ["••••••", "6 characters"])
    }

    func testSubmitRunsTheSubmitActionsInnermostFirst() {
        struct Search: View {
            @State var query = ""
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Search", text: $query)
                        .onSubmit { log.append("search \(query)") }
                    Text(log.joined(separator: ", "))
                }
                .onSubmit { log.append("form") }
                .onSubmit(of: .search) { log.append("never") }
            }
        }
        let host = TerminalHost(rootView: Search(), proposal: ProposedViewSize(width: 240, height: 32))
        host.type("swift", into: "Search")
        XCTAssertTrue(host.submit("Search"))
        XCTAssertEqual(host.renderedLines, ["swift", "search swift, form"])
    }

    func testSubmitScopeKeepsOuterActionsAway() {
        struct Tags: View {
            @State var submitted = 0
            var body: some View {
                VStack(spacing: 0) {
                    TextField("Tags", text: .constant("")).submitScope()
                    TextField("Title", text: .constant(""))
                    Text("\(submitted)")
                }
                .onSubmit { submitted += 1 }
            }
        }
        let host = TerminalHost(rootView: Tags(), proposal: ProposedViewSize(width: 80, height: 48))
        host.submit("Tags")
        XCTAssertEqual(host.renderedLines.last, "     0")
        host.submit("Title")
        XCTAssertEqual(host.renderedLines.last, "     1")
    }

    func testRoundedBorderOutlinesTheField() {
        // One cell inside the outline on each side and one line above and below: 48 pt tall.
        let field = TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)
        let host = host(field.accessibilityIdentifier("field"), width: 96, height: 100)
        assertFrame(host.frame(ofIdentifier: "field"), CGRect(x: 0, y: 0, width: 96, height: 48))
        XCTAssertEqual(host.renderedLines, [
            "⡏⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⢹",
            "⡇Ada       ⢸",
            "⣇⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣸",
        ])
    }

    func testDisabledFieldIgnoresTyping() {
        let host = TerminalHost(rootView: Greeting().disabled(true), proposal: ProposedViewSize(width: 160, height: 32))
        var typed = true
        let warnings = collectingWarnings { typed = host.type("Ada", into: "Name") }
        XCTAssertFalse(typed)
        XCTAssertEqual(warnings, ["type(\"Ada\", into: \"Name\"): the text field is disabled."])
        XCTAssertEqual(host.renderedLines, ["Name", "Who are you?"])
    }

    func testMissingFieldNamesTheFieldsThereAre() {
        let host = TerminalHost(rootView: Greeting(), proposal: ProposedViewSize(width: 160, height: 32))
        var typed = true
        let warnings = collectingWarnings { typed = host.type("Ada", into: "First name") }
        XCTAssertFalse(typed)
        XCTAssertEqual(warnings, ["No text field named \"First name\" was found; there is \"Name\"."])
    }
}
