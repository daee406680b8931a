import Foundation
import XCTest
@testable import SwiftUI

/// `keyboardShortcut(_:modifiers:)`: a key with modifiers presses a button.
final class KeyboardShortcutTests: XCTestCase {
    /// The named keys' characters are Apple's (KeyEquivalent's documentation: "Delete (U+0008)",
    /// "Delete Forward (U+F728)", "Up Arrow (U+F700)", "Return (U+000D)", "Escape (U+001B)").
    func testNamedKeysTypeApplesCharacters() {
        XCTAssertEqual(KeyEquivalent.delete.character, "\u{8}")
        XCTAssertEqual(KeyEquivalent.deleteForward.character, "\u{F728}")
        XCTAssertEqual(KeyEquivalent.upArrow.character, "\u{F700}")
        XCTAssertEqual(KeyEquivalent.return.character, "\r")
        XCTAssertEqual(KeyEquivalent.escape.character, "\u{1B}")
    }

    private struct Editor: View {
        @State var saves = 0
        @State var log = ""
        var body: some View {
            VStack(spacing: 0) {
                Button("Save") { saves += 1 }.keyboardShortcut("s", modifiers: .command)
                Button("Done") { log += "done" }.keyboardShortcut(.defaultAction)
                Button("Cancel") { log += "cancel" }.keyboardShortcut(.cancelAction)
                Text("\(saves) \(log)")
            }
        }
    }

    /// Apple's docs for `keyboardShortcut(_:modifiers:)`: pressing the key with its modifiers
    /// (command by default) performs the button's action; the wrong modifiers do nothing.
    /// `.defaultAction` is return and `.cancelAction` escape, without modifiers. The buttons
    /// are drawn as without a shortcut, as on iOS.
    func testTheShortcutPressesItsButton() {
        let h = TerminalHost(rootView: Editor(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "Save")
        XCTAssertTrue(h.press("s", modifiers: .command))
        XCTAssertEqual(h.renderedLines.last?.trimmingCharacters(in: .whitespaces), "1")
        let warnings = collectingWarnings { XCTAssertFalse(h.press("s")) }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(h.press(.return))
        XCTAssertTrue(h.press(.escape))
        XCTAssertEqual(h.renderedLines.last?.trimmingCharacters(in: .whitespaces), "1 donecancel")
        XCTAssertEqual(KeyboardShortcut("s").modifiers, .command)
    }
}
