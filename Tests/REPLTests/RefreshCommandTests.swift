import Foundation
import XCTest

/// `:refresh` pulls the last view's refreshable list down, through the evaluator, as `:swipe`
/// reaches a row: the same `ScenarioInteraction` a scenario performs.
final class RefreshCommandTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testRefreshRunsTheActionOfTheLastView() throws {
        let result = try session.run(["chapter4"], input: [
            #"struct Feed: View { @State var items = ["old"]; var body: some View { List(items, id: \.self) { Text($0) }.refreshable { items.insert("fresh", at: 0) } } }"#,
            "Feed()",
            ":refresh",
        ])
        XCTAssertTrue(result.output.contains("fresh"), result.output)
        XCTAssertTrue(result.output.contains("Bodies that ran: Feed."), result.output)
    }
}
