import Foundation
import XCTest

/// `:key` presses a key in the last view, through the evaluator, as a scenario's `{"key": …}`
/// does: the same `ScenarioInteraction`.
final class KeyCommandTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testAKeyPressesTheButtonWithThatShortcutAndABadKeySaysWhatThereIs() throws {
        let result = try session.run(["chapter4"], input: [
            #"struct Counter: View { @State var n = 0; var body: some View { Button("Add \(n)") { n += 1 }.keyboardShortcut(.return, modifiers: []) } }"#,
            "Counter()",
            ":key return",
            ":key enter",
        ])
        XCTAssertTrue(result.output.contains("Add 1\nBodies that ran: Counter."), result.output)
        XCTAssertTrue(result.errors.contains("Use :key KEY [MODIFIER…], for example :key return; KEY is one character, or return, escape"),
                      result.output + result.errors)
    }
}
