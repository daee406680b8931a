import Foundation
import XCTest

/// The REPL on a pseudo-terminal, as a person uses it: line editing, completion, a pasted
/// multi-line struct, history, Ctrl-C at the prompt and during evaluation, Ctrl-D.
final class TerminalREPLTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("learn-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    func testInteractiveSession() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home)

        terminal.expect("learn 4.1 480×160> ")
        // Tab completes a modifier after a dot.
        // (Without the completion, `.padd(0)` would not compile and no picture would show.)
        terminal.type("Text(\"Tabbed\").padd\t")
        terminal.expect("ing")
        terminal.type("(0)\r")
        terminal.expect("\r\nTabbed\r\n")
        terminal.expect("learn 4.1 480×160> ")

        // A whole struct pasted at once continues until its braces close.
        terminal.type("struct Pasted: View {\r    var body: some View {\r        Text(\"from a paste\")\r    }\r}\r")
        terminal.expect("...> ")
        terminal.expect("Declared Pasted.")
        terminal.type("Pasted()\r")
        terminal.expect("\r\nfrom a paste\r\n")

        // Up recalls the last input.
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{1B}[A\r")
        terminal.expect("\r\nfrom a paste\r\n")

        // Ctrl-A moves to the start of the line: typing there inserts before the rest.
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("(\"edited\")\u{01}Text\r")
        terminal.expect("\r\nedited\r\n")

        // Ctrl-C at the prompt discards the input.
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("this is not Swift\u{03}")
        terminal.expect("learn 4.1 480×160> ")

        // Ctrl-C during an evaluation stops it; the session goes on.
        terminal.type("while true {}\r")
        Thread.sleep(forTimeInterval: 2)
        terminal.type("\u{03}")
        terminal.expect("interrupted")
        terminal.type("Text(\"still alive\")\r")
        terminal.expect("\r\nstill alive\r\n")

        // Ctrl-D leaves and the history is saved for the next session.
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
        let history = try String(contentsOf: home.appendingPathComponent("state/learn/history"), encoding: .utf8)
        XCTAssertTrue(history.contains("Pasted()"), history)
    }

    /// The prompt shows the proposal every view is laid out at: the step's size, then the one
    /// given with `:size`, then the terminal's width, which follows the terminal when it is
    /// resized (`:explain` names the proposal the root view received).
    func testThePromptShowsTheProposalAndItFollowsAResizedTerminal() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home)
        terminal.expect("learn 4.1 480×160> ")
        terminal.type(":size 40x160\r")
        terminal.expect("learn 4.1 40×160> ")
        terminal.type(":run 1\r")
        terminal.expect("\r\nHello\r\n,\r\nWorld\r\n")
        terminal.type(":size terminal\r")
        terminal.expect("learn 4.1 640×384> ")
        terminal.resize(columns: 50, rows: 30)
        terminal.type(":explain\r")
        terminal.expect("Text(\"Hello, World\")  proposed 400×480  →  96×16")
        terminal.expect("learn 4.1 400×480> ")
        terminal.type(":next\r")
        terminal.expect("learn 4.2 240×16> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// Where the in-memory compiler cannot be used (here: no sandbox), the first input's note
    /// says so, wrapped between words at the terminal's 50 columns, with a hanging indent, as learn's
    /// other messages are.
    func testTheFallbackNoteIsWrappedAtTheTerminalsWidth() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home, environment: ["COLUMNS": "50", "LEARN_SANDBOX": "off", "LEARN_REPL_COMPILER": "in-memory"])
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("Text(\"a\")\r")
        terminal.expect("note: LLDB's in-memory compiler could not be used\r\n      (it runs only in a sandbox, and there is\r\n      none (LEARN_SANDBOX is off));")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// Ctrl-C while code runs: the terminal echoes `^C` where the cursor is, at the start of the
    /// line below the input, and the message that follows is wrapped at the terminal's width;
    /// it is written from the line's start, over the `^C`, or its first line would be two
    /// columns too long and the terminal would break it again (seen at 50 columns in tmux).
    func testTheInterruptMessageStartsItsLineAndFitsTheTerminal() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home, environment: ["COLUMNS": "50"])
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("while true {}\r")
        Thread.sleep(forTimeInterval: 2)
        terminal.type("\u{03}")
        terminal.expect("^C\rstopped the code: interrupted; the session goes on\r\nwith its declarations kept")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// The light scheme's black text is drawn on white on a terminal that does not say its
    /// background is light (this one answers no OSC 11 query: dark is assumed), and the dark
    /// scheme is drawn on the terminal's own background: `:scheme` chooses SwiftUI's colour
    /// scheme, not the terminal's palette. `LEARN_TERMINAL_BACKGROUND=light` says otherwise.
    func testPicturesAreDrawnForTheTerminalsBackgroundWhateverTheScheme() throws {
        let colours = ["NO_COLOR": "", "TERM": "xterm-256color"]
        let dark = try TerminalSession(arguments: ["chapter4"], home: home, environment: colours)
        dark.expect("learn 4.1 480×160> ")
        dark.type("Text(\"Hi\")\r")
        // 256-colour codes: 16 is black, 231 white (xterm's 6×6×6 cube).
        dark.expect("\u{1B}[38;5;16;48;5;231mHi\u{1B}[0m")
        dark.type(":scheme dark\r")
        dark.expect("\u{1B}[38;5;231mHi\u{1B}[0m")
        dark.type("\u{04}")
        XCTAssertEqual(dark.waitForExit(), 0)

        let light = try TerminalSession(
            arguments: ["chapter4"], home: home, environment: colours.merging(["LEARN_TERMINAL_BACKGROUND": "light"]) { $1 })
        light.expect("learn 4.1 480×160> ")
        light.type("Text(\"Hi\")\r")
        light.expect("\u{1B}[38;5;16mHi\u{1B}[0m")
        light.type("\u{04}")
        XCTAssertEqual(light.waitForExit(), 0)
    }

    /// `learn run` asks the terminal for the program, which runs in a process group of its own
    /// and could not read the answer: `preview(_:)` draws for the background learn found.
    func testLearnRunPreviewsForTheTerminalsBackground() throws {
        let file = home.appendingPathComponent("Hi.swift")
        try "import SwiftUI\npreview(Text(\"Hi\"))\n".write(to: file, atomically: true, encoding: .utf8)
        let colours = ["NO_COLOR": "", "TERM": "xterm-256color"]
        let dark = try TerminalSession(arguments: ["run", file.path], home: home, environment: colours)
        dark.expect("\u{1B}[38;5;16;48;5;231mHi\u{1B}[0m", timeout: 60)
        XCTAssertEqual(dark.waitForExit(timeout: 30), 0)
        let light = try TerminalSession(
            arguments: ["run", file.path], home: home, environment: colours.merging(["LEARN_TERMINAL_BACKGROUND": "light"]) { $1 })
        light.expect("\u{1B}[38;5;16mHi\u{1B}[0m", timeout: 60)
        XCTAssertEqual(light.waitForExit(timeout: 30), 0)
    }

    /// `:live` lends the terminal to the evaluator, which shows the last view full-screen; keys
    /// use it, q gives the terminal back, and what was done there stays done.
    func testLiveUsesTheLastViewAndItsStateStays() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home)

        terminal.expect("learn 4.1 480×160> ")
        terminal.type("struct Lamp: View { @State var on = false; var body: some View { Toggle(\"Light\", isOn: $on) } }\r")
        terminal.expect("Declared Lamp.")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("Lamp()\r")
        terminal.expect("[○   ]")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type(":live\r")
        terminal.expect("q quits")
        // Space flips the focused toggle; q leaves.
        terminal.type(" ")
        terminal.expect("[   ●]")
        terminal.type("q")
        terminal.expect("[   ●]")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type(":toggle Light\r")
        terminal.expect("[○   ]")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// A failed check in a colour terminal shows both pictures in colour, so a wrong colour
    /// can be seen; without colours (as everywhere else in these tests) they are marked instead.
    func testCheckPicturesAreInColourOnAColourTerminal() throws {
        let terminal = try TerminalSession(
            arguments: ["chapter4"], home: home, environment: ["NO_COLOR": "", "TERM": "xterm-256color"])
        terminal.expect("learn 4.1 480×160> ")
        terminal.type(":check badge\r")
        // Side by side, as in plain text: colour escapes take no columns.
        terminal.expect("expected    ")
        terminal.expect("yours")
        terminal.expect("learn 4.1 480×160> ", timeout: 60)
        let pictures = try XCTUnwrap(terminal.transcript.components(separatedBy: "yours").last)
        // The reference's red circle, in the 256-colour palette's red (or any colour at all).
        XCTAssertTrue(pictures.contains("\u{1B}[38;5;"), pictures.debugDescription)
        XCTAssertFalse(pictures.contains("◀"), pictures)
        // This terminal does not say its background: dark is assumed, and the light scheme's
        // pictures are drawn on white (231), as in the REPL.
        XCTAssertTrue(pictures.contains(";48;5;231m") || pictures.contains("[48;5;231m"), pictures.debugDescription)
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// Tab completes what the learner declared in the session, as it does SwiftUI's own names:
    /// a type at the start of a word, a member of their extension after a dot.
    func testTabCompletesTheLearnersOwnTypesAndModifiers() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: home)
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("struct ProfileCard: View { var body: some View { Text(\"card\") } }\r")
        terminal.expect("Declared ProfileCard.")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("extension View { func framedTwice() -> some View { border(Color.red).border(Color.blue) } }\r")
        terminal.expect("Declared extension View.")
        terminal.expect("learn 4.1 480×160> ")
        // Without the completions, `Profi().framedT()` would not compile and no picture would show.
        terminal.type("Profi\t")
        terminal.expect("leCard")
        terminal.type("().framedT\t")
        terminal.expect("wice")
        terminal.type("()\r")
        terminal.expect("card")
        terminal.expect("learn 4.1 480×160> ")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }
}
