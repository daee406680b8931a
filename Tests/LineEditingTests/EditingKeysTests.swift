import Foundation
import LineEditing
import XCTest

/// Typing on a terminal: Enter, Emacs keys, Ctrl-C, Ctrl-D, resizes.
final class EditingKeysTests: XCTestCase {
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

    func testATerminalIsEditedInteractively() {
        XCTAssertTrue(editor.isInteractive)
    }

    func testEnterReturnsTheTypedLineAndTheScreenShowsPromptAndText() {
        let start = terminal.mark
        let input = terminal.read(editor) { terminal.type("Text(\"héllo 👋\")\r") }
        XCTAssertEqual(input, .input("Text(\"héllo 👋\")"))
        XCTAssertTrue(terminal.waitFor("learn> Text(\"héllo 👋\")", after: start))
    }

    func testControlAThenTypingInsertsAtTheStart() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("adding\u{01}p\r") }, .input("padding"))
    }

    func testControlEMovesToTheEnd() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("frame\u{01}\u{05}(width: 10)\r") }, .input("frame(width: 10)"))
    }

    func testControlKDeletesToTheEnd() {
        // Ctrl-B three times puts the cursor before "(1)".
        XCTAssertEqual(terminal.read(editor) { terminal.type("Text(1)\u{02}\u{02}\u{02}\u{0B}\r") }, .input("Text"))
    }

    func testControlCDiscardsTheInputAndTheNextReadStartsAfresh() {
        let start = terminal.mark
        XCTAssertEqual(terminal.read(editor) { terminal.type("struct A {\rvar x\u{03}") }, .interrupted)
        XCTAssertTrue(terminal.waitFor("^C", after: start), "Ctrl-C shows as ^C after the input")
        XCTAssertEqual(terminal.read(editor) { terminal.type("1 + 1\r") }, .input("1 + 1"))
    }

    func testSIGINTWhileEditingInterruptsAndTheCallersHandlerComesBack() {
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        let input = terminal.read(editor) {
            let start = terminal.mark
            terminal.type("abc")
            terminal.waitFor("abc", after: start)
            kill(getpid(), SIGINT)
        }
        XCTAssertEqual(input, .interrupted)
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        XCTAssertEqual(unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self), unsafeBitCast(SIG_IGN, to: Int.self))
    }

    func testControlDOnAnEmptyLineEndsTheInput() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("\u{04}") }, .endOfInput)
    }

    func testControlDInsideALineDeletesACharacter() {
        XCTAssertEqual(terminal.read(editor) { terminal.type("Texxt\u{02}\u{02}\u{04}\r") }, .input("Text"))
    }

    func testAResizeWhileEditingKeepsTheLine() {
        let input = terminal.read(editor) {
            let start = terminal.mark
            terminal.type("Text(\"a\")")
            terminal.waitFor("Text(\"a\")", after: start)
            terminal.resize(columns: 40, rows: 10)
            kill(getpid(), SIGWINCH)
            terminal.type(".bold()\r")
        }
        XCTAssertEqual(input, .input("Text(\"a\").bold()"))
    }
}
