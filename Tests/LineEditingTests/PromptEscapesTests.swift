@testable import LineEditing
import XCTest

/// Coloured prompts: libedit must not count escape sequences as characters on screen.
final class PromptEscapesTests: XCTestCase {
    func testColourSequencesAreBracketed() {
        XCTAssertEqual(markingEscapeSequences(in: "\u{1B}[1;34mlearn\u{1B}[0m> "),
                       "\u{1}\u{1B}[1;34m\u{1}learn\u{1}\u{1B}[0m\u{1}> ")
    }

    func testAPlainPromptIsUnchanged() {
        XCTAssertEqual(markingEscapeSequences(in: "learn> "), "learn> ")
    }

    func testAColouredPromptShowsOnTheTerminal() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        var editor: LineEditor? = LineEditor(input: terminal.terminal, output: terminal.terminal, historyFile: nil)
        defer { editor = nil }
        let start = terminal.mark
        let input = terminal.read(editor!, prompt: "\u{1B}[34mlearn\u{1B}[0m> ") { terminal.type("a\r") }
        XCTAssertEqual(input, .input("a"))
        XCTAssertFalse(terminal.screen(after: start).contains("\u{1}"))
    }
}
