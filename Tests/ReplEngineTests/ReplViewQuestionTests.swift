import ReplEngine
import XCTest

/// Explaining, listing and re-drawing the last view shown.
final class ReplViewQuestionTests: XCTestCase {
    private var session: ReplSession!
    private let view = #"VStack { Text("Hi").padding(); Color.red.frame(width: 16, height: 16).accessibilityIdentifier("swatch") }"#

    override func setUpWithError() throws {
        session = try ReplSession()
    }

    override func tearDown() {
        session = nil
    }

    func testExplainReturnsTheLayoutTraceOfTheLastView() {
        let expected = session.evaluate(
            "print(TerminalHost(rootView: \(view), proposal: ProposedViewSize(width: 640, height: nil)).layoutTrace().description)")
        XCTAssertEqual(expected.outcome, .succeeded, expected.diagnostics)
        session.evaluate(view)
        XCTAssertEqual(session.explain(), .text(String(expected.output.dropLast())))
    }

    func testTreeListsTheFramesOfTheLastView() {
        session.evaluate(view)
        guard case .text(let tree) = session.tree() else { return XCTFail("no tree") }
        let lines = tree.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("VStack") == true, tree)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    Text(\"Hi\")") }, tree)
        XCTAssertTrue(lines.contains { $0.contains("#swatch") && $0.hasSuffix("16×16") }, tree)
    }

    func testQuestionsBeforeAnyViewHaveNoAnswer() {
        XCTAssertEqual(session.explain(), .noView)
        session.evaluate("1 + 1")
        XCTAssertEqual(session.tree(), .noView)
    }

    /// New settings apply to the next views and re-draw the last one.
    func testConfigureChangesTheProposalAndRedrawsTheLastView() {
        let wide = session.evaluate(#"Text("one two three")"#)
        XCTAssertEqual(wide.picture, "one two three")
        var settings = session.settings
        settings.width = 40
        XCTAssertEqual(session.configure(settings), .text("one\ntwo\nthree"))
        XCTAssertEqual(session.evaluate(#"Text("four five")"#).picture, "four\nfive")
    }

    func testColourSettingsDrawWithEscapeCodes() {
        XCTAssertFalse(session.evaluate("Color.red.frame(width: 8, height: 16)").picture?.contains("\u{1B}[") ?? true)
        var settings = session.settings
        settings.colors = .ansi16
        session.configure(settings)
        XCTAssertTrue(session.evaluate("Color.red.frame(width: 8, height: 16)").picture?.contains("\u{1B}[") ?? false)
    }

    func testColourSchemeAndDirectionReachTheView() {
        session.evaluate("""
            struct Environmental: View {
                @Environment(\\.colorScheme) var scheme
                @Environment(\\.layoutDirection) var direction
                var body: some View { Text("\\(scheme == .dark ? "dark" : "light") \\(direction == .rightToLeft ? "rtl" : "ltr")") }
            }
            """)
        XCTAssertEqual(session.evaluate("Environmental()").picture, "light ltr")
        var settings = session.settings
        settings.colorScheme = .dark
        settings.layoutDirection = .rightToLeft
        XCTAssertEqual(session.configure(settings), .text("dark rtl"))
    }

    /// A new evaluator, after a crash, gets the session's settings.
    func testSettingsSurviveACrash() {
        var settings = session.settings
        settings.width = 40
        session.configure(settings)
        session.evaluate("[1][5]")
        XCTAssertEqual(session.evaluate(#"Text("four five")"#).picture, "four\nfive")
    }
}
