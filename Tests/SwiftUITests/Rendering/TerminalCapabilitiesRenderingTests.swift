import Foundation
import SwiftUI
import TerminalPreview
import XCTest
import TerminalSupport

/// Colour and width decisions for terminal output, by the conventions in ARCHITECTURE.md:
/// colours only on a terminal, never with NO_COLOR or TERM=dumb; width from the terminal, else
/// COLUMNS, else 80.
final class TerminalCapabilitiesRenderingTests: XCTestCase {
    func depth(_ environment: [String: String], isTerminal: Bool = true) -> ColorDepth {
        TerminalCapabilities(environment: environment, isTerminal: isTerminal, columns: 80).colorDepth
    }

    func testNoColourOutsideATerminal() {
        XCTAssertEqual(depth(["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: false), ColorDepth.none)
    }

    func testNoColourWithNO_COLOR() {
        XCTAssertEqual(depth(["TERM": "xterm-256color", "NO_COLOR": "1"]), ColorDepth.none)
    }

    func testEmptyNO_COLORDoesNotCount() {
        // no-color.org: NO_COLOR disables colour "when present and not an empty string".
        XCTAssertEqual(depth(["TERM": "xterm", "NO_COLOR": ""]), .ansi16)
    }

    func testNoColourOnADumbTerminal() {
        XCTAssertEqual(depth(["TERM": "dumb", "COLORTERM": "truecolor"]), ColorDepth.none)
    }

    func testCOLORTERMAsksForTrueColour() {
        XCTAssertEqual(depth(["TERM": "xterm", "COLORTERM": "truecolor"]), .trueColor)
        XCTAssertEqual(depth(["TERM": "xterm", "COLORTERM": "24bit"]), .trueColor)
    }

    func testTERMWith256ColorGivesThe256Palette() {
        XCTAssertEqual(depth(["TERM": "xterm-256color"]), .ansi256)
        XCTAssertEqual(depth(["TERM": "screen-256color", "COLORTERM": "yes"]), .ansi256)
    }

    func testOtherTerminalsGetSixteenColours() {
        XCTAssertEqual(depth(["TERM": "xterm"]), .ansi16)
        XCTAssertEqual(depth([:]), .ansi16)
    }

    func testWidthComesFromTheTerminalThenCOLUMNSThen80() {
        XCTAssertEqual(TerminalCapabilities(environment: ["COLUMNS": "100"], isTerminal: true, columns: 120).columns, 120)
        XCTAssertEqual(TerminalCapabilities(environment: ["COLUMNS": "100"], isTerminal: true, columns: nil).columns, 100)
        XCTAssertEqual(TerminalCapabilities(environment: ["COLUMNS": "100"], isTerminal: false, columns: 0).columns, 100)
        XCTAssertEqual(TerminalCapabilities(environment: ["COLUMNS": "wide"], isTerminal: false, columns: nil).columns, 80)
        XCTAssertEqual(TerminalCapabilities(environment: [:], isTerminal: false, columns: nil).columns, 80)
    }

    /// The height follows the width's rule, with `LINES` (which shells set beside `COLUMNS`) and
    /// the 24 rows of a default terminal.
    func testHeightComesFromTheTerminalThenLINESThen24() {
        XCTAssertEqual(TerminalCapabilities(environment: ["LINES": "40"], isTerminal: true, columns: 120, rows: 50).rows, 50)
        XCTAssertEqual(TerminalCapabilities(environment: ["LINES": "40"], isTerminal: true, columns: 120, rows: nil).rows, 40)
        XCTAssertEqual(TerminalCapabilities(environment: ["LINES": "40"], isTerminal: false, columns: nil, rows: 0).rows, 40)
        XCTAssertEqual(TerminalCapabilities(environment: ["LINES": "tall"], isTerminal: false, columns: nil).rows, 24)
        XCTAssertEqual(TerminalCapabilities(environment: [:], isTerminal: false, columns: nil).height, 384)
    }

    func testWidthInPointsIsEightPerColumn() {
        XCTAssertEqual(TerminalCapabilities(environment: [:], isTerminal: false, columns: 100).width, 800)
    }
}
