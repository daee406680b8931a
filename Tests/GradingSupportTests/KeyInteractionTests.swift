import Foundation
import ScenarioRecords
import SwiftUI
import XCTest
@testable import GradingSupport

/// `{"key": …}` and `:key` press a key on the host as a keyboard would: the focused view's
/// `onKeyPress` first, else the button whose `keyboardShortcut` it is (Apple's documentation of
/// `keyboardShortcut(_:modifiers:)`: the shortcut "performs the button's action").
final class KeyInteractionTests: XCTestCase {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Added \(count)") { count += 1 }.keyboardShortcut("a", modifiers: .command)
        }
    }

    func testAKeyWithItsModifiersPressesTheButtonOfThatShortcut() {
        let host = TerminalHost(rootView: Counter(), proposal: ProposedViewSize(width: 160, height: 32))
        XCTAssertTrue(ScenarioInteraction.key("a", modifiers: ["command"]).perform(on: host))
        XCTAssertTrue(host.render().contains("Added 1"), host.render())
        // Without command it is another shortcut, which no button has.
        XCTAssertFalse(ScenarioInteraction.key("a", modifiers: []).perform(on: host))
        XCTAssertTrue(host.render().contains("Added 1"), host.render())
    }

    /// Every name a manifest may use is a key the runtime has: the two lists cannot drift apart.
    func testEveryNamedKeyIsAKeyEquivalent() {
        for name in ScenarioKey.namedKeys {
            XCTAssertNotNil(KeyEquivalent(scenarioName: name), name)
        }
        XCTAssertEqual(KeyEquivalent(scenarioName: "return"), .return)
        XCTAssertEqual(KeyEquivalent(scenarioName: "x"), KeyEquivalent("x"))
        XCTAssertNil(KeyEquivalent(scenarioName: "enter"))
        XCTAssertEqual(EventModifiers(scenarioNames: ScenarioKey.modifierNames),
                       [.shift, .control, .option, .command, .capsLock, .numericPad, .function])
    }
}
