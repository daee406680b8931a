import LineEditing
import XCTest

/// Tab on a terminal asks the completer.
final class TabCompletionTests: XCTestCase {
    private var terminal: PseudoTerminal!
    private var editor: LineEditor!

    override func setUpWithError() throws {
        terminal = try PseudoTerminal()
        editor = LineEditor(input: terminal.terminal, output: terminal.terminal, historyFile: nil)
        editor.completer = { line in
            let word = line.split(whereSeparator: { !$0.isLetter }).last.map(String.init) ?? ""
            return ["Text", "TextField", "Toggle"].filter { $0.hasPrefix(word) }
        }
    }

    override func tearDown() {
        editor = nil
        terminal.close()
    }

    /// Types `text` and a Tab, and waits for the screen to show `shown`.
    private func typeThenTab(_ text: String, until shown: String) {
        let start = terminal.mark
        terminal.type(text)
        XCTAssertTrue(terminal.waitFor(text, after: start))
        terminal.type("\t")
        XCTAssertTrue(terminal.waitFor(shown, after: start), "the screen: \(terminal.screen(after: start).debugDescription)")
    }

    func testTabInsertsTheOnlyCompletion() {
        let input = terminal.read(editor) {
            typeThenTab("To", until: "ggle")
            terminal.type("(isOn: $on)\r")
        }
        XCTAssertEqual(input, .input("Toggle(isOn: $on)"))
    }

    func testTabListsSeveralCompletionsAndInsertsWhatTheyShare() {
        let start = terminal.mark
        let input = terminal.read(editor) {
            typeThenTab("Te", until: "Text       TextField")
            terminal.type("\r")
        }
        XCTAssertEqual(input, .input("Text"))
        XCTAssertFalse(terminal.screen(after: start).contains("Toggle"))
    }

    func testTabAtTheStartOfALineIndents() {
        let input = terminal.read(editor) {
            let start = terminal.mark
            terminal.type("\t")
            // The tab is drawn as a cursor movement or as spaces, depending on the terminal.
            XCTAssertTrue(terminal.waitUntil(after: start) { !$0.isEmpty })
            terminal.type("Text\r")
        }
        XCTAssertEqual(input, .input("\tText"))
    }
}
