import Foundation
import XCTest

/// sourcekit-lsp, driven as an editor drives it: JSON-RPC messages, each after a
/// `Content-Length` header, on its standard input and output (Language Server Protocol 3.17,
/// "Base Protocol" and "Lifecycle Messages").
final class LanguageServer: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received = Data()
    private var messages: [[String: Any]] = []
    private var nextID = 1

    /// sourcekit-lsp from the toolchain that holds `swiftc`.
    static func executable(besides swiftc: String) -> URL {
        URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("sourcekit-lsp")
    }

    /// Starts the server and initializes it with `root` as the editor's workspace folder.
    init(executable: URL, root: URL) throws {
        process.executableURL = executable
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [unowned self] handle in
            self.receive(handle.availableData)
        }
        try process.run()
        let id = request("initialize", ["processId": Int(ProcessInfo.processInfo.processIdentifier), "rootUri": root.absoluteString, "capabilities": [String: Any]()])
        _ = try waitFor(timeout: 60, "the answer to initialize") { $0["id"] as? Int == id && $0["method"] == nil }
        notify("initialized", [:])
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Tells the server the editor opened `file`, with its text as saved.
    func open(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        notify("textDocument/didOpen", ["textDocument": ["uri": file.absoluteString, "languageId": "swift", "version": 1, "text": text]])
    }

    /// The diagnostics the server publishes for `file` next.
    func diagnostics(for file: URL, timeout: TimeInterval = 120) throws -> [[String: Any]] {
        let message = try waitFor(timeout: timeout, "diagnostics for \(file.lastPathComponent)") { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics" else { return false }
            return (message["params"] as? [String: Any])?["uri"] as? String == file.absoluteString
        }
        return try XCTUnwrap((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
    }

    /// The server's answer to a request about a place in `file` (`textDocument/definition`,
    /// `textDocument/completion`); `line` and `character` count from 0.
    func ask(_ method: String, in file: URL, line: Int, character: Int) throws -> Any? {
        let id = request(method, ["textDocument": ["uri": file.absoluteString], "position": ["line": line, "character": character]])
        return try waitFor(timeout: 60, "answer to \(method)") { $0["id"] as? Int == id && $0["method"] == nil }["result"]
    }

    struct NoAnswer: Error, CustomStringConvertible {
        let what: String
        let seconds: TimeInterval
        var description: String { "sourcekit-lsp sent no \(what) in \(Int(seconds)) s" }
    }

    private func request(_ method: String, _ parameters: [String: Any]) -> Int {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
        return id
    }

    private func notify(_ method: String, _ parameters: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": parameters])
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Removes and returns the first message that `matches`, waiting up to `timeout` seconds.
    private func waitFor(timeout: TimeInterval, _ what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) {
                return messages.remove(at: index)
            }
            guard condition.wait(until: deadline) else { throw NoAnswer(what: what, seconds: timeout) }
        }
    }

    /// Splits what the server wrote into messages; answers the server's own requests (to
    /// register capabilities, to show progress) with an empty result, as a plain editor does.
    private func receive(_ data: Data) {
        condition.lock()
        received += data
        var requests: [Any] = []
        while let headerEnd = received.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: received[received.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                  let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                  received.distance(from: headerEnd.upperBound, to: received.endIndex) >= length
            else { break }
            let bodyEnd = received.index(headerEnd.upperBound, offsetBy: length)
            let body = received[headerEnd.upperBound..<bodyEnd]
            received = Data(received[bodyEnd...])
            guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { continue }
            if message["method"] != nil, let id = message["id"] {
                requests.append(id)
            } else {
                messages.append(message)
            }
        }
        condition.broadcast()
        condition.unlock()
        for id in requests {
            send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
        }
    }
}
