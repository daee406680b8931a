import Foundation
import XCTest

/// `:drag` and `:longpress` reach a view's gestures through the evaluator, as `:tap` reaches a
/// button: the same `ScenarioInteraction` a scenario performs.
final class GestureCommandsTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testDragAndLongPressChangeTheLastView() throws {
        let result = try session.run(["chapter4"], input: [
            #"struct Pad: View { @State var moved: CGFloat = 0; @State var held = false; var body: some View { Text(held ? "held \(Int(moved))" : "moved \(Int(moved))").frame(width: 120, height: 16).background(Color.gray).gesture(DragGesture().onEnded { moved = $0.translation.width }).onLongPressGesture { held = true }.accessibilityIdentifier("pad") } }"#,
            "Pad()",
            ":drag pad 0,8 40,8",
            ":longpress pad 1",
            ":drag nothing 0,0 1,1",
            ":drag pad 0,0",
        ])
        XCTAssertTrue(result.output.contains("moved 40"), result.output)
        XCTAssertTrue(result.output.contains("held 40"), result.output)
        XCTAssertTrue(result.output.contains("Bodies that ran: Pad."), result.output)
        XCTAssertTrue(result.errors.contains(#"drag "nothing" from (0, 0) to (1, 1) could not be done: No view named "nothing" was found; views named: "pad"."#), result.errors)
        XCTAssertTrue(result.errors.contains("Use :drag VIEW X1,Y1 X2,Y2, for example :drag knob 0,0 40,0"), result.errors)
    }

    /// `:drop` drags a `draggable` view onto another as `host.drop(_:onto:)` does.
    func testDropMovesACardBetweenColumns() throws {
        let result = try session.run(["chapter4"], input: [
            #"struct Board: View { @State var done: [String] = []; var body: some View { VStack { Text("Walk").draggable("Walk"); Text("Done: \(done.joined())").accessibilityIdentifier("done").dropDestination(for: String.self) { items, _ in done += items; return true } } } }"#,
            "Board()",
            ":drop Walk onto done",
            ":drop Walk",
        ])
        XCTAssertTrue(result.output.contains("Done: Walk"), result.output)
        XCTAssertTrue(result.errors.contains("Use :drop VIEW onto TARGET, for example :drop Walk onto Done"), result.errors)
    }
}
