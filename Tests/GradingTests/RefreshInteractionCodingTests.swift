import XCTest
import Foundation
import ScenarioRecords

/// The pull-to-refresh interaction, as `exercise.json` writes it: `{"refresh": true}` for the
/// first refreshable scroll view, `{"refresh": "news"}` for one by identifier.
final class RefreshInteractionCodingTests: XCTestCase {
    private func decoded(_ json: String) throws -> ScenarioInteraction {
        try JSONDecoder().decode(ScenarioInteraction.self, from: Data(json.utf8))
    }

    func testRefreshIsReadAndWrittenBack() throws {
        let cases: [(String, ScenarioInteraction)] = [
            (#"{"refresh": true}"#, .refresh(nil)),
            (#"{"refresh": "news"}"#, .refresh("news")),
        ]
        for (json, interaction) in cases {
            XCTAssertEqual(try decoded(json), interaction, json)
            let written = try JSONEncoder().encode(interaction)
            XCTAssertEqual(try JSONDecoder().decode(ScenarioInteraction.self, from: written), interaction, json)
        }
        XCTAssertThrowsError(try decoded(#"{"refresh": false}"#))
        XCTAssertEqual(ScenarioInteraction.refresh(nil).description, "pull the list down to refresh")
        XCTAssertEqual(ScenarioInteraction.refresh("news").description, #"pull "news" down to refresh"#)
    }
}
