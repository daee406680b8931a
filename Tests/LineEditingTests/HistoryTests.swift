import Foundation
import LineEditing
import XCTest

/// The history on Up, and the file that shares it between sessions.
final class HistoryTests: XCTestCase {
    private var terminal: PseudoTerminal!
    private var folder: URL!
    private var historyFile: String { folder.appendingPathComponent("state/learn/history").path }
    private let up = "\u{1B}[A"

    override func setUpWithError() throws {
        terminal = try PseudoTerminal()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("LineEditingTests-\(UUID().uuidString)")
    }

    override func tearDown() {
        terminal.close()
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeEditor() -> LineEditor {
        LineEditor(input: terminal.terminal, output: terminal.terminal, historyFile: historyFile)
    }

    /// Types `line` and Enter, and remembers what was read, as the REPL does.
    private func enter(_ line: String, in editor: LineEditor) {
        guard case .input(let input)? = terminal.read(editor, typing: { terminal.type(line + "\r") }) else {
            return XCTFail("no input for \(line)")
        }
        editor.remember(input)
    }

    func testUpRecallsThePreviousEntries() {
        let editor = makeEditor()
        enter("Text(\"first\")", in: editor)
        enter("Text(\"second\")", in: editor)
        XCTAssertEqual(terminal.read(editor) { terminal.type(up + "\r") }, .input("Text(\"second\")"))
        XCTAssertEqual(terminal.read(editor) { terminal.type(up + up + "\r") }, .input("Text(\"first\")"))
    }

    func testTheHistoryFileIsSavedAtOnceAndANewEditorLoadsIt() throws {
        do {
            let editor = makeEditor()
            enter("Color.red", in: editor)
            editor.remember("struct A: View {\n    var body: some View { Text(\"é\") }\n}")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: historyFile))
        let files = try FileManager.default.contentsOfDirectory(atPath: (historyFile as NSString).deletingLastPathComponent)
        XCTAssertEqual(files, ["history"], "no temporary file is left behind")

        let editor = makeEditor()
        XCTAssertEqual(terminal.read(editor) { terminal.type(up + "\r") },
                       .input("struct A: View {\n    var body: some View { Text(\"é\") }\n}"),
                       "a multi-line input is one entry")
        XCTAssertEqual(terminal.read(editor) { terminal.type(up + up + "\r") }, .input("Color.red"))
    }

    func testSessionsSideBySideKeepEachOthersEntries() {
        let first = makeEditor()
        let second = makeEditor()
        first.remember("Text(\"from the first\")")
        second.remember("Text(\"from the second\")")
        first.remember("Text(\"first again\")")

        let third = makeEditor()
        XCTAssertEqual(terminal.read(third) { terminal.type(up + up + up + "\r") }, .input("Text(\"from the first\")"))
        XCTAssertEqual(terminal.read(third) { terminal.type(up + up + "\r") }, .input("Text(\"from the second\")"))
    }

    func testTheFileKeepsTheNewest1000Entries() throws {
        // libedit's file format: a signature line, then one entry per line.
        let entries = (1...1000).map { "Text(\"\($0)\")" }
        try FileManager.default.createDirectory(atPath: (historyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (["_HiStOrY_V2_"] + entries).joined(separator: "\n").appending("\n").write(toFile: historyFile, atomically: true, encoding: .utf8)

        makeEditor().remember("Text(\"1001\")")

        let lines = try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 1 + 1000)
        XCTAssertEqual(lines[1], #"Text("2")"#)
        XCTAssertEqual(lines.last, #"Text("1001")"#)
    }

    func testBlankAndRepeatedEntriesAreNotKept() throws {
        let editor = makeEditor()
        editor.remember("Text(\"a\")")
        editor.remember("Text(\"a\")")
        editor.remember("   ")
        let lines = try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
    }

    func testTheDefaultFileFollowsXDGStateHome() {
        let state = folder.appendingPathComponent("xdg").path
        XCTAssertEqual(LineEditor.defaultHistoryFile(environment: ["XDG_STATE_HOME": state, "HOME": "/nowhere"]), state + "/learn/history")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: state + "/learn", isDirectory: &isDirectory) && isDirectory.boolValue)

        let home = folder.appendingPathComponent("home").path
        XCTAssertEqual(LineEditor.defaultHistoryFile(environment: ["HOME": home]), home + "/.local/state/learn/history")
        XCTAssertEqual(LineEditor.defaultHistoryFile(environment: ["XDG_STATE_HOME": "relative", "HOME": home]), home + "/.local/state/learn/history")
    }
}
