import ReplEngine
import XCTest
@testable import REPL

/// The "Bodies that ran" line fits the terminal: it is broken between names, never inside one
/// (a generic name such as `NavigationLink<Text, Article>` has a space of its own).
final class BodiesLineTests: XCTestCase {
    private let result = InteractionResult(answer: .noView, bodyEvaluations: ["News", "NavigationLink<Text, Article>", "NavigationLink<Text, Topic>"])

    func testAWideTerminalHasOneLine() {
        XCTAssertEqual(result.bodiesLines(columns: 120), "Bodies that ran: News, NavigationLink<Text, Article>, NavigationLink<Text, Topic>.")
        XCTAssertEqual(result.bodiesLines(columns: 120), result.bodiesLine)
    }

    func testANarrowTerminalBreaksBetweenNames() {
        XCTAssertEqual(result.bodiesLines(columns: 50), """
            Bodies that ran: News,
            NavigationLink<Text, Article>,
            NavigationLink<Text, Topic>.
            """)
    }

    func testANameLongerThanALineStaysWhole() {
        XCTAssertEqual(result.bodiesLines(columns: 10).split(separator: "\n").last, "NavigationLink<Text, Topic>.")
    }

    /// A drag updates a view at every moment of the gesture: nine runs of one body are one name
    /// with its count, in the order the bodies first ran.
    func testABodyThatRanSeveralTimesIsCounted() {
        let dragged = InteractionResult(answer: .noView, bodyEvaluations: ["Fader"] + Array(repeating: "Fader", count: 8) + ["Knob", "Fader"])
        XCTAssertEqual(dragged.bodiesLine, "Bodies that ran: Fader ×10, Knob.")
    }
}
