import LineEditing
import XCTest

/// Inputs that take several lines: typed, pasted, ended early.
final class MultiLineTests: XCTestCase {
    private var terminal: PseudoTerminal!
    private var editor: LineEditor!

    override func setUpWithError() throws {
        terminal = try PseudoTerminal()
        editor = LineEditor(input: terminal.terminal, output: terminal.terminal, historyFile: nil)
    }

    override func tearDown() {
        editor = nil
        terminal.close()
    }

    func testAnOpenBraceContinuesWithTheContinuationPrompt() {
        let input = terminal.read(editor) {
            var start = terminal.mark
            terminal.type("VStack {\r")
            XCTAssertTrue(terminal.waitFor("...> ", after: start))
            start = terminal.mark
            terminal.type("Text(\"a\")\r")
            XCTAssertTrue(terminal.waitFor("...> ", after: start))
            terminal.type("}\r")
        }
        XCTAssertEqual(input, .input("VStack {\nText(\"a\")\n}"))
    }

    func testAPastedStructArrivesWholeWithItsIndentation() {
        let paste = "struct Badge: View {\r    var body: some View {\r\tText(\"new\")\r    }\r}\r"
        let input = terminal.read(editor) { terminal.type(paste) }
        XCTAssertEqual(input, .input("struct Badge: View {\n    var body: some View {\n\tText(\"new\")\n    }\n}"))
    }

    func testWhatFollowsAPastedInputIsTheNextInput() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("let a = [\r1]\rlet b = 2\r") }, .input("let a = [\n1]"))
        XCTAssertEqual(terminal.read(editor) {}, .input("let b = 2"))
    }

    func testControlDOnAContinuationLineHandsOverTheIncompleteInput() {
        let input = terminal.read(editor) {
            let start = terminal.mark
            terminal.type("HStack {\r")
            terminal.waitFor("...> ", after: start)
            terminal.type("\u{04}")
        }
        XCTAssertEqual(input, .input("HStack {"))
    }
}
