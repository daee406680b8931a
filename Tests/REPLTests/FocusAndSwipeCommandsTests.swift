import Foundation
import XCTest

/// `:submit` presses return in a text field (its `onSubmit` actions, which may move a
/// `FocusState` on) and `:swipe` reveals a List row's swipe actions for `:tap`, through the same
/// `ScenarioInteraction`s a scenario performs (`{"submit": …}`, `{"swipe": …}`).
final class FocusAndSwipeCommandsTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testSubmitMovesTheFocusAndSwipeRevealsTheActions() throws {
        let result = try session.run(["chapter4"], input: [
            ":size 200x160",
            #"enum Field { case first, second }"#,
            #"struct Form2: View { @State var a = ""; @State var b = ""; @FocusState var focus: Field?; var body: some View { VStack { TextField("First", text: $a).focused($focus, equals: .first).onSubmit { focus = .second }; TextField("Second", text: $b).focused($focus, equals: .second); Text("focus \(focus.map { "\($0)" } ?? "none")") } } }"#,
            "Form2()",
            ":type First Ada",
            ":submit First",
            #"struct Rows: View { @State var names = ["Ada", "Bo"]; var body: some View { List { ForEach(names, id: \.self) { name in Text(name).swipeActions { Button("Remove", role: .destructive) { names.removeAll { $0 == name } } } } }.listStyle(.plain) } }"#,
            "Rows()",
            ":swipe Bo",
            ":tap Remove",
            ":swipe Zed",
        ])
        XCTAssertTrue(result.output.contains("focus first"), result.output)
        XCTAssertTrue(result.output.contains("focus second"), result.output)
        XCTAssertTrue(result.output.contains("█Remove█"), result.output)
        let last = result.output.components(separatedBy: "Bodies that ran: Rows.").last ?? ""
        XCTAssertFalse(last.contains("Bo"), result.output)
        XCTAssertTrue(result.errors.contains(#"No List row named "Zed" is shown"#), result.errors)
    }
}
