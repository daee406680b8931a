import LearnerPrograms
import Foundation
import XCTest

/// `compile_commands.json` beside the learner's copies, in clang's JSON compilation database
/// format (https://clang.llvm.org/docs/JSONCompilationDatabase.html: `directory`, `file`,
/// `arguments`), which sourcekit-lsp reads from the root of the folder an editor opens.
final class CompilationDatabaseTests: XCTestCase {
    private var learn: LearnCommand!

    override func setUpWithError() throws {
        learn = try LearnCommand()
    }

    private var database: URL { learn.copies.appendingPathComponent("compile_commands.json") }

    private func commands() throws -> [[String: Any]] {
        let data = try Data(contentsOf: database)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    private func arguments(_ command: [String: Any]) throws -> [String] {
        try XCTUnwrap(command["arguments"] as? [String])
    }

    /// One command per Swift file the learner has in the folder (a file of their own too, not
    /// the backups), each compiling that file as learn does: the toolchain's swiftc, Swift 5
    /// mode, the folder holding the runtime's `SwiftUI.swiftmodule` to import from.
    func testWritingACopyWritesOneCommandPerLearnerFileInSwiftFiveModeWithTheRuntimesModules() throws {
        XCTAssertEqual(try learn.run(["exercises", "tally"]).status, 0)
        XCTAssertEqual(try commands().compactMap { $0["file"] as? String }, [learn.copies.appendingPathComponent("tally.swift").path])

        try learn.home.write("learn-exercises/scratch.swift", "import SwiftUI\n")
        try learn.home.write("learn-exercises/backups/tally-20260101-000000.swift", "import SwiftUI\n")
        XCTAssertEqual(try learn.run(["reset", "tally", "--yes"]).status, 0)

        let commands = try commands()
        let files = ["scratch.swift", "tally.swift"].map { learn.copies.appendingPathComponent($0).path }
        XCTAssertEqual(commands.compactMap { $0["file"] as? String }, files)
        let runtime = try RuntimeLocation.locate()
        XCTAssertTrue(FileManager.default.fileExists(atPath: runtime.modulesDirectory + "/SwiftUI.swiftmodule"))
        for (command, file) in zip(commands, files) {
            let arguments = try arguments(command)
            XCTAssertEqual(command["directory"] as? String, learn.copies.path)
            XCTAssertEqual(arguments.first, try Toolchain.locate().swiftc)
            XCTAssertEqual(arguments.last, file)
            XCTAssertTrue(arguments.contains(["-swift-version", "5"]), "\(arguments)")
            XCTAssertTrue(arguments.contains(["-I", runtime.modulesDirectory]), "\(arguments)")
        }
    }

    /// A database written while the runtime was elsewhere names a folder that is gone once the
    /// build moves; the next `learn` that looks at the copies names the runtime where it is now.
    func testABuildThatMovedIsFollowed() throws {
        let earlier = try TemporaryFolder()
        for file in ["libSwiftUI.so", "Modules/SwiftUI.swiftmodule", "Modules/TerminalPreview.swiftmodule"] {
            try earlier.write(file, "")
        }
        XCTAssertEqual(try learn.run(["exercises", "tally"], environment: ["LEARN_RUNTIME_DIR": earlier.url.path]).status, 0)
        XCTAssertTrue(try arguments(try XCTUnwrap(commands().first)).contains(["-I", earlier.url.path + "/Modules"]))

        try FileManager.default.removeItem(at: earlier.url)
        XCTAssertEqual(try learn.run(["exercises"]).status, 0)
        XCTAssertTrue(try arguments(try XCTUnwrap(commands().first)).contains(["-I", try RuntimeLocation.locate().modulesDirectory]))
    }
}
