import Foundation
import TerminalSupport
import XCTest
@testable import SwiftUI

/// A picture on a terminal whose background is not its colour scheme's is drawn on the
/// scheme's window background, as an app's window in that scheme is: `systemBackground`, white
/// in light and black in dark (Apple, "UI element colors": "the color for the main background
/// of your interface"). Where the terminal's own background matches, nothing is added.
final class TerminalBackgroundRenderingTests: XCTestCase {
    let escape = "\u{1B}"

    private func picture(_ scheme: ColorScheme, on palette: TerminalBackground?) -> String {
        // "Hi" and a 10×10 shape beside it, whose top half fills one cell's upper quadrants.
        let view = HStack(spacing: 0) { Text("Hi"); Rectangle().frame(width: 8, height: 8) }
        return TerminalHost(rootView: view, proposal: ProposedViewSize(width: 24, height: 16), colorScheme: scheme)
            .render(colors: .trueColor, palette: palette)
    }

    /// The light scheme's black text and shapes (`Color.primary`) are drawn on white on a dark
    /// terminal, where they would otherwise vanish.
    func testTheLightSchemeOnADarkTerminalIsDrawnOnWhite() {
        XCTAssertEqual(
            picture(.light, on: .dark),
            "\(escape)[38;2;0;0;0;48;2;255;255;255mHi▀\(escape)[0m")
    }

    func testTheDarkSchemeOnALightTerminalIsDrawnOnBlack() {
        XCTAssertEqual(
            picture(.dark, on: .light),
            "\(escape)[38;2;255;255;255;48;2;0;0;0mHi▀\(escape)[0m")
    }

    /// When the terminal's background is the scheme's, the terminal's own stands in for it, and
    /// without a palette the picture is as it always was.
    func testAMatchingTerminalAddsNoBackground() {
        XCTAssertEqual(picture(.light, on: .light), "\(escape)[38;2;0;0;0mHi▀\(escape)[0m")
        XCTAssertEqual(picture(.dark, on: .dark), "\(escape)[38;2;255;255;255mHi▀\(escape)[0m")
        XCTAssertEqual(picture(.light, on: nil), picture(.light, on: .light))
    }

    /// The window background covers the whole picture, empty cells at the ends of lines too, so
    /// the picture is a rectangle; plain text has no colours and is unchanged.
    func testTheBackgroundCoversTheWholePictureAndPlainTextIsUnchanged() {
        let host = TerminalHost(rootView: Text("Hi").frame(width: 32, alignment: .leading), proposal: ProposedViewSize(width: 32, height: 16))
        XCTAssertEqual(host.render(colors: .ansi256, palette: .dark), "\(escape)[38;5;16;48;5;231mHi  \(escape)[0m")
        XCTAssertEqual(host.render(), "Hi")
    }
}
