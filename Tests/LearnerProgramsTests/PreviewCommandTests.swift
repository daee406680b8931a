import Foundation
import XCTest

/// `learn preview FILE` draws the file's previews and draws them again after each save, as
/// Xcode's canvas does beside the editor; errors stand in for the pictures until a save compiles.
final class PreviewCommandTests: XCTestCase {
    private func badge(_ count: Int) -> String {
        """
        import SwiftUI

        #Preview("Badge", traits: .sizeThatFitsLayout) {
            Text("(\\(\(count)))")
        }

        """
    }

    func testEachSaveIsDrawnAndAnErrorStandsInUntilTheNextGoodSave() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Badge.swift", badge(1))
        let running = try learn.start(["preview", "Badge.swift"], in: folder.url, environment: ["NO_COLOR": "1"])
        defer { running.process.terminate() }

        try waitForOutput(of: running, toContain: "Badge\n(1)\n")
        try folder.write("Badge.swift", badge(2))
        try waitForOutput(of: running, toContain: "Badge\n(2)\n")
        try folder.write("Badge.swift", "import SwiftUI\n#Preview { Txt(\"x\") }\n")
        try waitForOutput(of: running, toContain: "Badge.swift does not compile:\nline 2, column 12: error: cannot find 'Txt' in scope")
        try folder.write("Badge.swift", badge(3))
        try waitForOutput(of: running, toContain: "Badge\n(3)\n")
    }

    /// A `.device` preview (the default) fills the screen; the screen is the terminal less the
    /// pane's header, the preview's name and the cursor's line, so the header never scrolls away.
    func testAFullScreenPreviewFitsTheTerminalWithItsHeader() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Screen.swift", "import SwiftUI\n#Preview(\"Screen\") { Color.blue }\n")
        let running = try learn.start(
            ["preview", "Screen.swift"], in: folder.url, environment: ["NO_COLOR": "1", "LINES": "12", "COLUMNS": "40"])
        defer { running.process.terminate() }
        try waitForOutput(of: running, toContain: "Screen\n")
        usleep(200_000)
        let lines = try String(contentsOf: running.stdoutFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // The header, the name, 9 rows of colour (12 - 3) and the empty line the cursor is on.
        XCTAssertEqual(lines.count, 12, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[0].hasPrefix("Screen.swift, drawn in"), String(lines[0]))
        XCTAssertEqual(lines[1], "Screen")
        XCTAssertEqual(lines.last, "")
    }

    func testAFileWithoutPreviewsSaysHowToAddOne() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Empty.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"x\") } }\n")
        let running = try learn.start(["preview", "Empty.swift"], in: folder.url, environment: ["NO_COLOR": "1"])
        defer { running.process.terminate() }
        try waitForOutput(of: running, toContain: "No previews yet: add `#Preview { YourView() }` or a `PreviewProvider` to Empty.swift.")
    }

    func testAMissingFileIsABadInput() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        let result = try learn.run(["preview", "Missing.swift"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("Missing.swift"), result.standardError)
    }

    /// Waits (at most 60 seconds: the first compile on a busy machine is slow) until what
    /// `learn` printed contains `text`.
    private func waitForOutput(of running: LearnExecutable.Running, toContain text: String) throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let output = try String(contentsOf: running.stdoutFile, encoding: .utf8)
            if output.contains(text) { return }
            XCTAssertTrue(running.process.isRunning, "learn preview ended: \(output)")
            if !running.process.isRunning { return }
            usleep(50_000)
        }
        XCTFail("learn preview never printed \(text.debugDescription); it printed:\n\(try String(contentsOf: running.stdoutFile, encoding: .utf8))")
    }
}
