import Foundation
import XCTest

/// The coverage documents are what their scripts write today.
/// - `docs/api-coverage.md`, the inventory of SwiftUI's API against the runtime's: an API added to
///   or removed from the runtime, a test that starts using one, or a row changed in
///   `docs/api-coverage/swiftui-api.tsv` fails here until `docs/api-coverage/inventory.py` is run
///   again and its output committed.
/// - `docs/seed-003-coverage.md`, how much of *SwiftUI by Tutorials* the lessons and graded
///   solutions use, measured against the catalogue of the book in `../shared/reference/`: it
///   must be current, and each chapter measured at 95% or more (the goal of the project track's issue).
final class CoverageDocumentTests: XCTestCase {
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
        throw XCTSkip("python3 is not on PATH, so the coverage documents cannot be checked")
    }

    /// Runs `script` with `arguments` from the package's root; fails with its output unless it exits with 0.
    private func assertScriptPasses(_ script: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = try python3()
        process.arguments = [script] + arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "\(script) \(arguments.joined(separator: " ")):\n\(text)")
    }

    /// Issue 31: every public declaration learner code sees is documented with `///` (60% on
    /// 2026-11-28, all of them since 2026-11-29); one without fails, named with its file and line.
    func testEveryPublicDeclarationIsDocumented() throws {
        try assertScriptPasses("docs/api-coverage/doc-comments.py", ["--check"])
    }

    func testTheAPICoverageDocumentIsUpToDate() throws {
        try assertScriptPasses("docs/api-coverage/inventory.py", ["--check"])
    }

    func testTheSeed003CoverageDocumentIsUpToDate() throws {
        let catalogue = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/seed-003-swiftui-by-tutorials.md")
        guard FileManager.default.fileExists(atPath: catalogue.path) else {
            throw XCTSkip("the catalogue of seed 003 is not beside the repository (../shared/reference)")
        }
        try assertScriptPasses("docs/seed-coverage/seed003.py", ["--check", "--goal"])
    }
}
