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
        // The next line was read ahead (and shown) to see whether it continued the input; the
        // next read starts with it and shows no prompt of its own.
        XCTAssertEqual(terminal.read(editor, prompt: "") {}, .input("let b = 2"))
    }

    /// A pasted view with its modifiers on the lines after its closing brace arrives as one
    /// input; the line after them starts the next one.
    func testPastedModifierLinesBelongToTheViewAbove() {
        let paste = "HStack {\r    Text(\"a\")\r}\r.padding()\r.border(Color.red)\rText(\"b\")\r"
        XCTAssertEqual(terminal.read(editor) { terminal.type(paste) }, .input("HStack {\n    Text(\"a\")\n}\n.padding()\n.border(Color.red)"))
        XCTAssertEqual(terminal.read(editor, prompt: "") {}, .input("Text(\"b\")"))
    }

    /// Typed input is not waited for: a complete line is handed over at once.
    func testATypedCompleteInputIsNotHeldBackForAModifierLine() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("HStack {}\r") }, .input("HStack {}"))
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
