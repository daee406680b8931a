import Foundation
import XCTest

/// `learn run --live` on a pseudo-terminal: the view full-screen, used with the keyboard.
final class LivePreviewTests: XCTestCase {
    private var home: URL!
    private let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LiveCounter.swift").path

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("learn-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    /// Writes `source` to a file in the test's home and returns its path.
    private func file(_ name: String, _ source: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testKeysDriveTheControlsAndQLeaves() throws {
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

    /// An app file (`@main struct …: App`) runs live on a terminal without `--live`, as an app
    /// runs on a device; its status line is cut to a narrow terminal's width, since a line that
    /// wrapped would scroll the picture up by a row.
    func testAnAppRunsLiveAndItsStatusLineFitsANarrowTerminal() throws {
        let app = try file("TallyApp.swift", """
            import SwiftUI

            @main
            struct TallyApp: App {
                @State private var tally = 0

                var body: some Scene {
                    WindowGroup {
                        Button("Tally: \\(tally)") { tally += 1 }
                    }
                }
            }

            """)
        let terminal = try TerminalSession(arguments: ["run", app], home: home)
        terminal.expect("Tally: 0")
        terminal.type(" ")
        terminal.expect("Tally: 1")
        terminal.resize(columns: 50, rows: 16)
        terminal.expect("Tab moves · Enter/Space acts …")
        terminal.type("q")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// A held arrow, or keys typed faster than the preview reads them, arrive in one read: each
    /// is applied, as each key press is on a device.
    func testKeysThatArriveTogetherAreEachApplied() throws {
        let terminal = try TerminalSession(arguments: ["run", "--live", example], home: home)
        terminal.expect("button \"Increment\"")
        // Three Rights in one write: 0.5 moves three steps of 0.1.
        press(terminal, [("\t\t", "slider"), ("\u{1B}[C\u{1B}[C\u{1B}[C", "Volume 0.8")])
        terminal.type("q")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    /// Types each step's keys and waits for what they show.
    private func press(_ terminal: TerminalSession, _ steps: [(keys: String, shows: String)], file: StaticString = #filePath, line: UInt = #line) {
        for step in steps {
            terminal.type(step.keys)
            terminal.expect(step.shows, file: file, line: line)
        }
    }

    private let form = """
        import SwiftUI
        struct Order: View {
            @State private var flavor = "Vanilla"
            @State private var name = ""
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Chocolate").tag("Chocolate")
                        Text("Mint").tag("Mint")
                    }
                    TextField("Name", text: $name)
                    Text("Order: \\(flavor) for \\(name)")
                }
            }
        }
        preview(Order())
        """

    /// A focused picker changes with the keys the status line names: Enter or Space chooses the
    /// next option, Right the next and Left the one before, going round at the ends. Typing
    /// several characters at once into a field types them all.
    func testAPickerInAFormChangesWithTheKeysAndAFieldTakesEveryCharacterTyped() throws {
        let terminal = try TerminalSession(arguments: ["run", "--live", try file("Order.swift", form)], home: home)
        terminal.expect("picker \"Flavor\"")
        press(terminal, [
            ("\r", "Order: Chocolate for"), ("\u{1B}[C", "Order: Mint for"), (" ", "Order: Vanilla for"),
            ("\u{1B}[D", "Order: Mint for"), ("\t\r", "typing"), ("xyz", "Order: Mint for xyz"),
        ])
        terminal.type("\u{1B}q")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    private let previews = """
        import SwiftUI
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Count \\(count)") { count += 1 } }
        }
        #Preview("First") { Counter() }
        #Preview("Second") { Text("The second preview") }
        """

    /// A file of `#Preview`s goes live with its first preview, or the one `--preview` names.
    func testAFileOfPreviewsGoesLiveWithItsFirstOrTheNamedPreview() throws {
        let path = try file("Previews.swift", previews)
        let first = try TerminalSession(arguments: ["run", "--live", path], home: home)
        first.expect("button \"Count 0\"")
        press(first, [("\r", "Count 1")])
        first.type("q")
        XCTAssertEqual(first.waitForExit(), 0)
        XCTAssertFalse(first.transcript.contains("The second preview"), first.transcript)

        let second = try TerminalSession(arguments: ["run", "--live", "--preview", "Second", path], home: home)
        second.expect("The second preview")
        second.expect("no controls")
        second.type("q")
        XCTAssertEqual(second.waitForExit(), 0)
        XCTAssertFalse(second.transcript.contains("Count 0"), second.transcript)

        let unknown = try TerminalSession(arguments: ["run", "--live", "--preview", "Third", path], home: home)
        unknown.expect(#"There is no preview named "Third"; the file's previews are "First", "Second"."#)
        XCTAssertEqual(unknown.waitForExit(), 1)
    }

    private let ignoring = """
        import SwiftUI
        import Foundation
        signal(SIGINT, SIG_IGN)
        struct Tapper: View {
            @State private var taps = 0
            var body: some View { Button("Taps: \\(taps)") { taps += 1 } }
        }
        preview(Tapper())
        // An app's code after its view, waiting for ever.
        dispatchMain()
        """

    /// Leaving the live preview, with q or with Ctrl-C, ends the program, whatever it would do
    /// next and though it ignores SIGINT.
    func testQAndCtrlCLeaveAProgramThatIgnoresInterrupts() throws {
        let path = try file("Ignoring.swift", ignoring)
        for key in ["q", "\u{03}"] {
            let terminal = try TerminalSession(arguments: ["run", "--live", path], home: home)
            terminal.expect("button \"Taps: 0\"")
            terminal.type(key)
            XCTAssertEqual(terminal.waitForExit(), 0, "left with \(key.debugDescription)")
        }
    }
}
