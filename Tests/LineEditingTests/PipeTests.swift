import Foundation
import LineEditing
import XCTest

/// Input from a pipe, as in scripted sessions and graders.
final class PipeTests: XCTestCase {
    private var input: [Int32] = [-1, -1]
    private var output: [Int32] = [-1, -1]

    override func setUp() {
        XCTAssertEqual(pipe(&input), 0)
        XCTAssertEqual(pipe(&output), 0)
    }

    override func tearDown() {
        (input + output).forEach { close($0) }
    }

    private func send(_ script: String) {
        let bytes = Array(script.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }, bytes.count)
        close(input[1])
        input[1] = -1
    }

    private func readAll(_ editor: LineEditor) -> [LineInput] {
        var inputs: [LineInput] = []
        while inputs.last != .endOfInput && inputs.count < 10 {
            inputs.append(editor.read(prompt: "learn> ", continuationPrompt: "...> ", isComplete: bracketsAreClosed))
        }
        return inputs
    }

    /// Whatever the editor wrote to its output.
    private func written() -> [UInt8] {
        close(output[1])
        output[1] = -1
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = buffer.withUnsafeMutableBytes({ read(output[0], $0.baseAddress, $0.count) }), count > 0 {
            bytes += buffer[..<count]
        }
        return bytes
    }

    func testLinesAreReadPlainlyAndJoinedUntilComplete() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        XCTAssertFalse(editor.isInteractive)
        send("let a = 1\r\nstruct A {\n\tvar x = 1\n}\n\nText(\"é\")")
        XCTAssertEqual(readAll(editor), [
            .input("let a = 1"), .input("struct A {\n\tvar x = 1\n}"), .input("Text(\"é\")"), .endOfInput,
        ])
    }

    /// SwiftUI code puts a container's modifiers on the lines after its closing brace; they
    /// belong to the same input, and a line that does not start with a member starts the next.
    func testModifierLinesAfterAClosingBraceContinueTheInput() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        send("VStack {\n    Text(\"a\")\n}\n.padding()\n  .border(Color.red)\nText(\"b\")\n.5\n")
        XCTAssertEqual(readAll(editor), [
            .input("VStack {\n    Text(\"a\")\n}\n.padding()\n  .border(Color.red)"), .input("Text(\"b\")"), .input(".5"),
            .endOfInput,
        ])
    }

    /// Lines that arrive with a complete input join it when the caller's rule says so (the REPL
    /// joins a file's declarations pasted together); the blank and comment lines between go
    /// with them. A line the rule does not join starts the next input, and the blank lines
    /// before it, which hold nothing to run, are not inputs of their own.
    func testAPastedLineJoinsTheInputWhenTheRuleSaysSo() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        send("struct A {\n}\n\n// B next\nstruct B {\n}\nA()\n\n:tap x\n")
        let joinsStructs: (String, String) -> Bool = { _, line in line.hasPrefix("struct") }
        var inputs: [LineInput] = []
        while inputs.last != .endOfInput && inputs.count < 10 {
            inputs.append(editor.read(prompt: "", continuationPrompt: "", isComplete: bracketsAreClosed,
                                      joinsPastedLine: joinsStructs))
        }
        XCTAssertEqual(inputs, [
            .input("struct A {\n}\n\n// B next\nstruct B {\n}"), .input("A()"), .input(":tap x"), .endOfInput,
        ])
    }

    /// A modifier that opens a brace continues until it is closed, then may be followed by more.
    func testAContinuingModifierThatOpensABraceIsReadToItsEnd() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        send("Text(\"a\")\n.overlay {\nColor.red\n}\n.padding()\n")
        XCTAssertEqual(readAll(editor), [.input("Text(\"a\")\n.overlay {\nColor.red\n}\n.padding()"), .endOfInput])
    }

    func testNothingIsWrittenNoPromptsAndNoEscapes() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        send("VStack {\n}\n")
        _ = readAll(editor)
        XCTAssertEqual(written(), [])
    }

    func testAnInputLeftOpenAtTheEndIsHandedOverThenTheEnd() {
        let editor = LineEditor(input: input[0], output: output[1], historyFile: nil)
        send("HStack {\nText(\"a\")\n")
        XCTAssertEqual(readAll(editor), [.input("HStack {\nText(\"a\")"), .endOfInput])
        XCTAssertEqual(editor.read(prompt: "", continuationPrompt: "", isComplete: { _ in true }), .endOfInput)
    }

    func testAScriptedSessionLeavesTheHistoryFileAlone() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("LineEditingTests-\(UUID().uuidString)").path
        let editor = LineEditor(input: input[0], output: output[1], historyFile: file)
        send("Color.red\n")
        if case .input(let entry) = editor.read(prompt: "", continuationPrompt: "", isComplete: { _ in true }) {
            editor.remember(entry)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    }
}
