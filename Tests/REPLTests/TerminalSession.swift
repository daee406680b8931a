import Foundation
import LearnTestSupport
import XCTest

/// Runs `learn` on a real pseudo-terminal (through util-linux `script`, which gives it a
/// controlling terminal, so Ctrl-C is a signal as for a person), types keys into it and
/// waits for what it shows. Its buffer is guarded by a lock, as output arrives on another thread.
final class TerminalSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    /// Where `expect` searches from, so each wait looks only at new output.
    private var mark = 0

    /// - Parameter environment: added to the session's own, which has no colours (`NO_COLOR`)
    ///   unless this sets `NO_COLOR` to "".
    init(arguments: [String], home: URL, environment extra: [String: String] = [:]) throws {
        let learn = try ScriptedSession.learn().path
        // `script` runs the command with `$SHELL -c`; dash (the usual /bin/sh) stays as
        // learn's parent there, in learn's process group, and Ctrl-C would end that shell
        // (status 130) while learn handles it. `exec` makes learn the terminal's own process.
        let command = "exec " + ([learn] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        environment["LINES"] = "24"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.lock()
            buffer.append(data)
            lock.unlock()
        }
        try process.run()
    }

    /// Resizes the terminal as a person dragging the window's edge does: the new size is set
    /// on learn's terminal, whose foreground process group then gets SIGWINCH (tty_ioctl(4),
    /// TIOCSWINSZ). `script` owns the other side, so the size is set on learn's own side.
    func resize(columns: UInt16, rows: UInt16, file: StaticString = #filePath, line: UInt = #line) {
        let scriptProcess = process.processIdentifier
        let children = (try? String(contentsOfFile: "/proc/\(scriptProcess)/task/\(scriptProcess)/children", encoding: .utf8)) ?? ""
        guard let learn = children.split(separator: " ").first,
              let device = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(learn)/fd/0") else {
            return XCTFail("learn's terminal was not found", file: file, line: line)
        }
        let terminal = open(device, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { return XCTFail("\(device) could not be opened", file: file, line: line) }
        defer { close(terminal) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(ioctl(terminal, UInt(TIOCSWINSZ), &size), 0, file: file, line: line)
    }

    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits until `text` appears in the output after the last thing waited for.
    @discardableResult
    func expect(_ text: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            let seen = buffer[mark...]
            lock.unlock()
            if let found = seen.firstRange(of: Data(text.utf8)) {
                mark = found.upperBound
                return true
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        XCTFail("did not see \(text.debugDescription); the screen ended with:\n\(transcript.suffix(1500))", file: file, line: line)
        return false
    }

    var transcript: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
