import Foundation
import XCTest

/// `docs/api-coverage.md`, the inventory of SwiftUI's API against the runtime's, is what
/// `docs/api-coverage/inventory.py` writes today: an API added to or removed from the runtime, a
/// test that starts using one, or a row changed in `docs/api-coverage/swiftui-api.tsv` fails here
/// until the script is run again and its output committed.
final class APICoverageTests: XCTestCase {
    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `python3` from PATH, as a person running the script would find it.
    private func python3() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("python3 is not on PATH, so the API inventory cannot be checked")
    }

    func testTheAPICoverageDocumentIsUpToDate() throws {
        let process = Process()
        process.executableURL = try python3()
        process.arguments = ["docs/api-coverage/inventory.py", "--check"]
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "docs/api-coverage/inventory.py --check:\n\(text)")
    }
}
