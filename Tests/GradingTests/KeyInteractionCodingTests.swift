import XCTest
import Foundation
import ScenarioRecords

/// A key press, as `exercise.json` writes it: `{"key": "return"}`, or a character with the
/// modifier keys held, `{"key": "s", "modifiers": ["command"]}`; the names are SwiftUI's
/// (`KeyEquivalent.return`, `EventModifiers.command`).
final class KeyInteractionCodingTests: XCTestCase {
    private func decoded(_ json: String) throws -> ScenarioInteraction {
        try JSONDecoder().decode(ScenarioInteraction.self, from: Data(json.utf8))
    }

    func testKeysAreReadAndWrittenBack() throws {
        let cases: [(String, ScenarioInteraction)] = [
            (#"{"key": "return"}"#, .key("return", modifiers: [])),
            (#"{"key": "s", "modifiers": ["command"]}"#, .key("s", modifiers: ["command"])),
            (#"{"key": "upArrow", "modifiers": ["shift", "option"]}"#, .key("upArrow", modifiers: ["shift", "option"])),
        ]
        for (json, interaction) in cases {
            XCTAssertEqual(try decoded(json), interaction, json)
            let written = try JSONEncoder().encode(interaction)
            XCTAssertEqual(try JSONDecoder().decode(ScenarioInteraction.self, from: written), interaction, json)
        }
        XCTAssertEqual(ScenarioInteraction.key("s", modifiers: ["command"]).description, #"press command-"s""#)
        XCTAssertEqual(ScenarioInteraction.key("return", modifiers: []).description, "press return")
    }

    /// A key or modifier SwiftUI has no name for is the author's mistake, named when the
    /// manifest is read rather than a scenario that cannot press it.
    func testUnknownKeysAndModifiersAreRefusedSayingWhatThereIs() {
        XCTAssertThrowsError(try decoded(#"{"key": "enter"}"#)) { error in
            XCTAssertTrue("\(error)".contains("one character, or return, escape"), "\(error)")
        }
        XCTAssertThrowsError(try decoded(#"{"key": "s", "modifiers": ["hyper"]}"#)) { error in
            XCTAssertTrue("\(error)".contains("\"command\""), "\(error)")
        }
    }
}
