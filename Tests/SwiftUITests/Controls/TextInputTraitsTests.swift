import Foundation
import XCTest
@testable import SwiftUI

/// The keyboard and text-entry modifiers of iOS tutorials compile as they are written there and
/// leave the drawing as it is without them: a terminal has no on-screen keyboard, autocorrection
/// or AutoFill (their `///` comments say "Accepted:"; docs/deviations.md, Controls).
final class TextInputTraitsTests: XCTestCase {
    /// A sign-up form as tutorials write it (Apple's "Managing user input" and the usual email and
    /// password fields), with and without the modifiers.
    func testSignUpFormModifiersLeaveTheDrawingAlone() {
        let email = Binding.constant("ada@example.com")
        let modified = Form {
            TextField("Email", text: email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
            SecureField("Password", text: .constant("secret"))
                .textContentType(.newPassword)
                .submitLabel(.done)
            TextField("Code", text: .constant(""))
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
        }
        let plain = Form {
            TextField("Email", text: email)
            SecureField("Password", text: .constant("secret"))
            TextField("Code", text: .constant(""))
        }
        assertDrawsAlike(modified, plain)
    }

    /// Every keyboard type, capitalization, content type and submit label compiles in its
    /// tutorial spelling, on a text field and on a container of text fields.
    func testEveryValueCompilesAndChangesNothing() {
        let keyboards: [UIKeyboardType] = [.default, .numberPad, .decimalPad, .emailAddress, .URL, .phonePad,
                                           .asciiCapable, .numbersAndPunctuation, .twitter, .webSearch]
        let capitalizations: [TextInputAutocapitalization] = [.never, .words, .sentences, .characters]
        let contents: [UITextContentType] = [.emailAddress, .password, .newPassword, .username, .name, .oneTimeCode,
                                             .telephoneNumber, .postalCode, .URL]
        let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .return, .next, .continue]
        XCTAssertEqual(Set(keyboards).count, 10)
        XCTAssertEqual(Set(capitalizations).count, 4)
        XCTAssertEqual(Set(contents).count, 9)
        XCTAssertEqual(Set(labels).count, 9)
        let field = TextField("Name", text: .constant("Ada"))
        for (index, keyboard) in keyboards.enumerated() {
            let modified = VStack { field }
                .keyboardType(keyboard)
                .textInputAutocapitalization(capitalizations[index % capitalizations.count])
                .textContentType(contents[index % contents.count])
                .submitLabel(labels[index % labels.count])
                .autocorrectionDisabled(index.isMultiple(of: 2))
                .disableAutocorrection(true)
            assertDrawsAlike(modified, VStack { field })
        }
        assertDrawsAlike(field.textInputAutocapitalization(nil).textContentType(nil), field)
    }

    /// `.textSelection(.enabled)` on a text and `.disabled` on a container, as Apple's
    /// documentation of `textSelection(_:)` shows them.
    func testTextSelectionLeavesTheTextAlone() {
        let text = Text("Copy this order number: 1234")
        assertDrawsAlike(text.textSelection(.enabled), text)
        assertDrawsAlike(VStack { text }.textSelection(.disabled), VStack { text })
        XCTAssertTrue(EnabledTextSelectability.allowsSelection)
        XCTAssertFalse(DisabledTextSelectability.allowsSelection)
    }
}

/// Asserts that `modified` and `plain` lay out to the same size and draw the same picture, plain
/// and in colour, from the same display list.
private func assertDrawsAlike<A: View, B: View>(_ modified: A, _ plain: B, file: StaticString = #filePath, line: UInt = #line) {
    let a = host(modified, width: 320, height: nil), b = host(plain, width: 320, height: nil)
    XCTAssertEqual(a.size, b.size, file: file, line: line)
    XCTAssertEqual(a.render(), b.render(), file: file, line: line)
    XCTAssertEqual(a.render(colors: .trueColor), b.render(colors: .trueColor), file: file, line: line)
    XCTAssertEqual("\(a.displayList.items)", "\(b.displayList.items)", file: file, line: line)
}
