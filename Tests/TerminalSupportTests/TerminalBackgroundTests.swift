import Foundation
import TerminalSupport
import XCTest

/// Which background pictures are drawn for: told by `LEARN_TERMINAL_BACKGROUND`, else the
/// terminal's answer to OSC 11, else dark.
///
/// The query and its answer are xterm's (ctlseqs, "Operating System Commands": `OSC 11 ; ?`
/// asks for the background colour, answered as `OSC 11 ; rgb:RRRR/GGGG/BBBB` ended as the
/// question was, by BEL or ST; "Device Attributes": `CSI c` is answered by `CSI ? … c`).
final class TerminalBackgroundTests: XCTestCase {
    func testAWhiteAnswerIsLightAndABlackOneDark() {
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"), .light)
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"), .dark)
    }

    /// Components of 1 to 4 hex digits are scaled to their own range: Solarized's base3
    /// (#fdf6e3) is its light background, base03 (#002b36) its dark one.
    func testShortComponentsAreScaledToTheirDigits() {
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:fd/f6/e3\u{07}"), .light)
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:00/2b/36\u{07}"), .dark)
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:f/f/f\u{07}"), .light)
    }

    /// The answer is found among others: the device attributes that follow it.
    func testTheAnswerIsFoundBeforeTheDeviceAttributes() {
        XCTAssertEqual(TerminalBackground(oscReply: "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\\u{1B}[?62;22c"), .dark)
    }

    func testNoAnswerOrGarbageIsNotABackground() {
        for reply in [
            "",
            "\u{1B}[?62;22c",                              // only the device attributes: the terminal does not tell
            "\u{1B}]11;rgb:ffff/ffff/ffff",                 // never ended
            "\u{1B}]11;rgb:ffff/ffff\u{07}",                // two components
            "\u{1B}]11;rgb:zzzz/0000/0000\u{07}",           // not hex
            "\u{1B}]11;rgb:fffff/ffff/ffff\u{07}",          // five digits
            "\u{1B}]11;rgb://\u{07}",                       // empty components
            "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",           // the foreground's answer
            "garbage",
        ] {
            XCTAssertNil(TerminalBackground(oscReply: reply), reply.debugDescription)
        }
    }

    func testTheEnvironmentVariableDecidesWithoutAsking() throws {
        XCTAssertEqual(TerminalBackground.told(in: ["LEARN_TERMINAL_BACKGROUND": "light"]), .light)
        XCTAssertEqual(TerminalBackground.told(in: ["LEARN_TERMINAL_BACKGROUND": "dark"]), .dark)
        XCTAssertNil(TerminalBackground.told(in: ["LEARN_TERMINAL_BACKGROUND": "purple"]))
        XCTAssertNil(TerminalBackground.told(in: [:]))
        let pty = try TerminalPair()
        defer { pty.close() }
        let environment = ["TERM": "xterm-256color", "LEARN_TERMINAL_BACKGROUND": "light"]
        XCTAssertEqual(TerminalBackground.of(environment: environment, input: pty.terminal, output: pty.terminal), .light)
        XCTAssertEqual(pty.readAvailable(), "", "nothing was asked")
    }

    /// A pipe has no one to answer: dark, at once.
    func testAPipeIsNotAskedAndIsDark() throws {
        let pipe = Pipe()
        let background = TerminalBackground.of(
            environment: ["TERM": "xterm-256color"],
            input: pipe.fileHandleForReading.fileDescriptor, output: pipe.fileHandleForWriting.fileDescriptor)
        XCTAssertEqual(background, .dark)
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(pipe.fileHandleForReading.readDataToEndOfFile(), Data(), "nothing was written to ask")
    }

    /// On a terminal, learn asks, and the terminal's answer decides.
    func testATerminalThatAnswersWhiteIsLight() throws {
        let pty = try TerminalPair()
        defer { pty.close() }
        let answered = pty.answering("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c")
        let background = TerminalBackground.of(environment: ["TERM": "xterm-256color"], input: pty.terminal, output: pty.terminal)
        XCTAssertEqual(answered.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(background, .light)
        XCTAssertEqual(pty.question, "\u{1B}]11;?\u{07}\u{1B}[c")
    }

    /// A terminal that answers only the device attributes does not know OSC 11: dark, without
    /// waiting for an answer that will not come.
    func testATerminalThatDoesNotTellIsDarkWithoutWaiting() throws {
        let pty = try TerminalPair()
        defer { pty.close() }
        let answered = pty.answering("\u{1B}[?1;2c")
        let start = Date()
        let background = TerminalBackground.of(environment: ["TERM": "xterm"], input: pty.terminal, output: pty.terminal)
        XCTAssertEqual(answered.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(background, .dark)
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.25, "the device attributes ended the wait")
    }

    /// No colours, no question: the background does not matter to plain text.
    func testNoQuestionWithoutColours() throws {
        let pty = try TerminalPair()
        defer { pty.close() }
        XCTAssertEqual(TerminalBackground.of(environment: ["TERM": "xterm", "NO_COLOR": "1"], input: pty.terminal, output: pty.terminal), .dark)
        XCTAssertEqual(pty.readAvailable(), "")
    }
}

/// A pseudo-terminal: the code under test uses `terminal`; the test plays the terminal
/// emulator on the other side, reading what was written and typing answers.
private final class TerminalPair: @unchecked Sendable {
    let terminal: Int32
    let controller: Int32
    private(set) var question = ""

    init() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw POSIXError(.ENOTTY) }
        self.controller = controller
        self.terminal = terminal
    }

    /// Once the question (ending in the device attributes request, `ESC [ c`) has arrived,
    /// writes `answer` as the terminal would.
    func answering(_ answer: String) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            var received = ""
            while !received.hasSuffix("\u{1B}[c") {
                let text = readAvailable(waiting: 2)
                guard !text.isEmpty else { break }
                received += text
            }
            question = received
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            done.signal()
        }
        return done
    }

    /// What was written to the terminal within `waiting` seconds.
    func readAvailable(waiting: Double = 0.1) -> String {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(waiting * 1000)) > 0 else { return "" }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }

    func close() {
        Glibc.close(terminal)
        Glibc.close(controller)
    }
}
