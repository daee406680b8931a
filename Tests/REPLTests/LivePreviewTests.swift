import Foundation
import XCTest

/// `learn run --live` on a pseudo-terminal: the view full-screen, used with the keyboard.
final class LivePreviewTests: XCTestCase {
    func testKeysDriveTheControlsAndQLeaves() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("learn-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/LiveCounter.swift").path
        let terminal = try TerminalSession(arguments: ["run", "--live", example], home: home)

        terminal.expect("Count: 0")
        terminal.expect("button \"Increment\"")
        terminal.type("\r")
        terminal.expect("Count: 1")
        terminal.type(" ")
        terminal.expect("Count: 2")
        terminal.type("\t")
        terminal.expect("toggle \"Loud\"")
        terminal.type(" ")
        terminal.expect("COUNT: 2!")
        terminal.type("\t")
        terminal.expect("slider")
        terminal.type("\u{1B}[C")
        terminal.expect("Volume 0.6")
        terminal.type("q")
        XCTAssertEqual(terminal.waitForExit(), 0)
        XCTAssertTrue(terminal.transcript.contains("\u{1B}[?1049l"), "the terminal's screen is restored")
    }
}
