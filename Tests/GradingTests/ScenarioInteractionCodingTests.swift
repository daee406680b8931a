import XCTest
import Foundation
import ScenarioRecords

/// The interactions that scroll and edit lists, as `exercise.json` writes them.
final class ScenarioInteractionCodingTests: XCTestCase {
    private func decoded(_ json: String) throws -> ScenarioInteraction {
        try JSONDecoder().decode(ScenarioInteraction.self, from: Data(json.utf8))
    }

    func testScrollDeleteAndMoveAreReadAndWrittenBack() throws {
        let cases: [(String, ScenarioInteraction)] = [
            (#"{"scroll": 120}"#, .scroll(by: 120, in: nil)),
            (#"{"scroll": -40, "in": "messages"}"#, .scroll(by: -40, in: "messages")),
            (#"{"delete": "row3"}"#, .delete("row3")),
            (#"{"move": "row3", "to": 0}"#, .move("row3", toOffset: 0)),
        ]
        for (json, interaction) in cases {
            XCTAssertEqual(try decoded(json), interaction, json)
            let written = try JSONEncoder().encode(interaction)
            XCTAssertEqual(try JSONDecoder().decode(ScenarioInteraction.self, from: written), interaction, json)
        }
    }

    func testSubmitAndSwipeAreReadAndWrittenBack() throws {
        let cases: [(String, ScenarioInteraction)] = [
            (#"{"submit": "Name"}"#, .submit("Name")),
            (#"{"swipe": "row3"}"#, .swipe("row3", fromLeadingEdge: false, fully: false)),
            (#"{"swipe": "row3", "edge": "leading", "fully": true}"#, .swipe("row3", fromLeadingEdge: true, fully: true)),
        ]
        for (json, interaction) in cases {
            XCTAssertEqual(try decoded(json), interaction, json)
            let written = try JSONEncoder().encode(interaction)
            XCTAssertEqual(try JSONDecoder().decode(ScenarioInteraction.self, from: written), interaction, json)
        }
        XCTAssertThrowsError(try decoded(#"{"swipe": "row3", "edge": "top"}"#))
        XCTAssertEqual(ScenarioInteraction.swipe("row3", fromLeadingEdge: true, fully: false).description, #"swipe the row "row3" from its leading edge"#)
    }

    func testAMoveWithoutADestinationOrWithANegativeOneIsRefused() {
        XCTAssertThrowsError(try decoded(#"{"move": "row3"}"#))
        XCTAssertThrowsError(try decoded(#"{"move": "row3", "to": -1}"#))
        XCTAssertThrowsError(try decoded(#"{"delete": "row3", "tap": "Add"}"#))
    }

    func testGesturesReadAsAPersonWritesThem() {
        // Reports quote an interaction before saying why it could not be done.
        XCTAssertEqual(ScenarioInteraction.drag("knob", from: [0, 0], to: [10, 2.5]).description, #"drag "knob" from (0, 0) to (10, 2.5)"#)
        XCTAssertEqual(ScenarioInteraction.longPress("card", seconds: 1).description, #"long-press "card" for 1 s"#)
    }

    func testADropNamesWhatIsDraggedAndWhereItGoes() throws {
        let interaction = try decoded(#"{"drop": "Walk", "onto": "Done"}"#)
        XCTAssertEqual(interaction, .drop("Walk", onto: "Done"))
        XCTAssertEqual(try JSONDecoder().decode(ScenarioInteraction.self, from: JSONEncoder().encode(interaction)), interaction)
        XCTAssertEqual(interaction.description, #"drag "Walk" and drop it on "Done""#)
        XCTAssertThrowsError(try decoded(#"{"drop": "Walk"}"#))
    }
}
