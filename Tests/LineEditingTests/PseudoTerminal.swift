import Foundation
import LineEditing
import XCTest

/// A pseudo-terminal for driving a real ``LineEditor``: the editor gets the terminal side,
/// the test types on the other side and reads what the editor draws there.
final class PseudoTerminal: @unchecked Sendable {
    /// The terminal side, for `LineEditor(input:output:historyFile:)`.
    let terminal: Int32
    private let controller: Int32
    private let condition = NSCondition()
    private var screen: [UInt8] = []  // guarded by condition
    private var stopping = false      // guarded by condition
    private let readerStopped = DispatchSemaphore(value: 0)

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        // In this process, not a child's: the terminal is nobody's controlling terminal.
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        self.controller = controller
        self.terminal = terminal
        Thread.detachNewThread { [self] in collectScreen() }
    }

    /// Stops reading and closes both sides; a read still waiting on the terminal ends.
    func close() {
        condition.withLock { stopping = true }
        readerStopped.wait()
        Glibc.close(terminal)
        Glibc.close(controller)
    }

    private func collectScreen() {
        defer { readerStopped.signal() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !condition.withLock({ stopping }) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            // A short poll so that close() is noticed soon.
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            condition.withLock {
                screen.append(contentsOf: buffer[..<count])
                condition.broadcast()
            }
        }
    }

    /// Sends keys as a keyboard (or a paste) would: all of `keys` in one write.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }, bytes.count)
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// How much has been drawn so far, to look only at what comes after.
    var mark: Int { condition.withLock { screen.count } }

    /// What the editor drew after `mark`, escape sequences included.
    func screen(after mark: Int) -> String {
        condition.withLock { String(decoding: screen[mark...], as: UTF8.self) }
    }

    /// Waits until the editor has drawn `text` after `mark`; false after 5 seconds.
    @discardableResult
    func waitFor(_ text: String, after mark: Int) -> Bool {
        waitUntil(after: mark) { $0.contains(text) }
    }

    /// Waits until what the editor drew after `mark` satisfies `condition`; false after 5 seconds.
    @discardableResult
    func waitUntil(after mark: Int, _ isDrawn: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 5)
        return condition.withLock {
            while !isDrawn(String(decoding: screen[mark...], as: UTF8.self)) {
                guard condition.wait(until: deadline) else { return false }
            }
            return true
        }
    }

    /// Calls `editor.read` on another thread and, once its prompt is drawn, runs `typing`
    /// here. Returns what the read got, or nil (a failure) if it did not return in time.
    func read(
        _ editor: LineEditor, prompt: String = "learn> ", continuationPrompt: String = "...> ",
        file: StaticString = #filePath, line: UInt = #line, typing: () -> Void
    ) -> LineInput? {
        let start = mark
        let call = ReadCall(editor)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            call.result = call.editor.read(prompt: prompt, continuationPrompt: continuationPrompt, isComplete: bracketsAreClosed)
            finished.signal()
        }
        // An empty prompt: the read starts with a line read ahead, and shows nothing first.
        if !prompt.isEmpty {
            XCTAssertTrue(waitFor(prompt, after: start), "no prompt; the screen: \(screen(after: start).debugDescription)", file: file, line: line)
        }
        typing()
        guard finished.wait(timeout: .now() + 5) == .success else {
            XCTFail("the read did not return; the screen: \(screen(after: start).debugDescription)", file: file, line: line)
            return nil
        }
        return call.result
    }
}

/// One read running on another thread; the test reads `result` after it has signalled.
private final class ReadCall: @unchecked Sendable {
    let editor: LineEditor
    var result: LineInput?

    init(_ editor: LineEditor) {
        self.editor = editor
    }
}

/// The REPL's completeness check, roughly: every bracket opened is closed.
func bracketsAreClosed(_ text: String) -> Bool {
    var depth = 0
    for character in text {
        switch character {
        case "{", "(", "[": depth += 1
        case "}", ")", "]": depth -= 1
        default: break
        }
    }
    return depth <= 0
}
