import ReplEngine
import ScenarioRecords
import XCTest

/// Using the last view shown as a person would (the REPL's `:tap`, `:toggle`, …): the new
/// picture, the bodies that ran and what the code printed.
final class ReplInteractionTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    /// The book's chapter 2 experiment with state moved into a subview: a tap runs only the
    /// subview's body, and `_printChanges()` names the state that changed.
    func testATapRunsOnlyTheBodiesThatReadTheChangedState() {
        let declared = session.evaluate("""
            struct Tally: View {
                @State private var count = 0
                var body: some View {
                    let _ = Self._printChanges()
                    HStack { Text("\\(count)"); Button("More") { count += 1 } }
                }
            }
            struct Page: View {
                var body: some View { VStack(spacing: 0) { Text("Page"); Tally() } }
            }
            """)
        XCTAssertEqual(declared.outcome, .succeeded, declared.diagnostics)
        // "0", 8 points of spacing and "More": 48 points, with the 32-point title centred above.
        XCTAssertEqual(session.evaluate("Page()").picture, " Page\n0 More")

        let tapped = session.perform(.tap("More"))
        XCTAssertEqual(tapped.answer, .text(" Page\n1 More"))
        XCTAssertEqual(tapped.bodyEvaluations, ["Tally"])
        XCTAssertEqual(tapped.output, "Tally: _count changed.\n")
    }

    /// State survives from one interaction to the next, and time passes on the virtual clock:
    /// seed 004's counter driven by a timer.
    func testTimersFireWhenTimeIsAdvancedAndStateAccumulates() {
        session.evaluate("""
            import Combine
            struct Ticker: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View { Text("ticks: \\(ticks)").onReceive(timer) { _ in ticks += 1 } }
            }
            """)
        XCTAssertEqual(session.evaluate("Ticker()").picture, "ticks: 0")
        XCTAssertEqual(session.perform(.advance(seconds: 2.5)).answer, .text("ticks: 2"))
        XCTAssertEqual(session.perform(.advance(seconds: 1)).answer, .text("ticks: 3"))
    }

    /// The last view keeps its state while other code runs and when the proposal changes, as an
    /// app's view does when the window is resized.
    func testStateSurvivesOtherInputsAndANewSize() {
        session.evaluate(#"struct Tally: View { @State private var count = 0; var body: some View { Button("Count \(count)") { count += 1 } } }"#)
        session.evaluate("Tally()")
        XCTAssertEqual(session.perform(.tap("Count 0")).answer, .text("Count 1"))
        session.evaluate(#"print("something else")"#)
        var settings = session.settings
        settings.width = 80
        XCTAssertEqual(session.configure(settings), .text("Count 1"))
        XCTAssertEqual(session.perform(.tap("Count 1")).answer, .text("Count 2"))
    }

    func testAMissingControlSaysWhatThereIsEachTimeItIsAskedFor() {
        session.evaluate(#"Toggle("Sound", isOn: .constant(true))"#)
        let expected = #"tap "Play" could not be done: No button named "Play" was found; there is none (other controls: toggle "Sound")."#
        XCTAssertEqual(session.perform(.tap("Play")).answer, .failed(expected))
        XCTAssertEqual(session.perform(.tap("Play")).answer, .failed(expected), "the same mistake is explained again")
    }

    func testNothingToInteractWithBeforeAViewIsShown() {
        XCTAssertEqual(session.perform(.tap("More")).answer, .noView)
        session.evaluate("1 + 1")
        XCTAssertEqual(session.perform(.tap("More")).answer, .noView)
    }

    /// A crash in an action ends only the evaluator; the session goes on with its declarations.
    func testACrashInAnActionIsReportedAndTheSessionGoesOn() {
        session.evaluate(#"struct Fragile: View { var body: some View { Button("Break") { _ = [Int]()[1] } } }"#)
        session.evaluate("Fragile()")
        guard case .failed(let reason) = session.perform(.tap("Break")).answer else { return XCTFail("no failure") }
        XCTAssertTrue(reason.hasPrefix("the view's code crashed (SIGILL"), reason)
        XCTAssertTrue(reason.contains("Index out of range"), reason)
        XCTAssertEqual(session.evaluate("Fragile()").picture, "Break")
    }
}
