import Foundation
import XCTest
@testable import SwiftUI
import TerminalSupport

/// Colour output: SGR codes per cell only when colours are asked for, nearest palette colours,
/// backgrounds under text, and translucency.
final class ANSIRenderingTests: XCTestCase {
    let escape = "\u{1B}"
    let sample = ZStack {
        Color.blue
        Circle().stroke(Color.red, lineWidth: 2)
        Text("Colour").bold()
    }

    func testPlainRenderNeverContainsEscapeCodes() {
        let host = TerminalHost(rootView: sample, proposal: ProposedViewSize(width: 120, height: 64))
        XCTAssertFalse(host.render().contains(escape))
        XCTAssertEqual(host.render(), host.render(colors: .none))
    }

    func testEveryColourDepthEmitsSGRCodesAndResetsAtLineEnds() {
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            let lines = renderedText(sample, width: 120, height: 64, colors: depth).split(separator: "\n")
            XCTAssertEqual(lines.count, 4)
            for line in lines {
                XCTAssertTrue(line.hasPrefix("\(escape)["), "\(depth): \(line.debugDescription)")
                XCTAssertTrue(line.hasSuffix("\(escape)[0m"), "\(depth): \(line.debugDescription)")
            }
        }
    }

    func testTrueColourIsExact() {
        // SwiftUI's red is (255, 59, 48); a cell that a fill covers is a space on that background.
        XCTAssertEqual(renderedText(Color.red, width: 16, height: 16, colors: .trueColor), "\(escape)[48;2;255;59;48m  \(escape)[0m")
    }

    func testANSI256PicksTheNearestCubeColour() {
        // (255, 59, 48): cube levels 255, 95, 95 (59 and 48 are nearer 95 than 0), code
        // 16 + 36·5 + 6·1 + 1 = 203.
        XCTAssertEqual(renderedText(Color.red, width: 8, height: 16, colors: .ansi256), "\(escape)[48;5;203m \(escape)[0m")
    }

    func testANSI16PicksTheNearestStandardColour() {
        // Red (255, 59, 48) is nearest bright red (255, 0, 0), background code 101;
        // blue (0, 122, 255) nearest bright blue (92, 92, 255), code 104.
        XCTAssertEqual(renderedText(Color.red, width: 8, height: 16, colors: .ansi16), "\(escape)[101m \(escape)[0m")
        XCTAssertEqual(renderedText(Color.blue, width: 8, height: 16, colors: .ansi16), "\(escape)[104m \(escape)[0m")
    }

    func testTextOverAFillKeepsTheFillAsBackground() {
        // Black text (primary) on blue (0, 122, 255).
        XCTAssertEqual(renderedText(ZStack { Color.blue; Text("Hi") }, width: 16, height: 16, colors: .trueColor),
                       "\(escape)[38;2;0;0;0;48;2;0;122;255mHi\(escape)[0m")
    }

    func testBoldTextIsBold() {
        XCTAssertEqual(renderedText(Text("B").bold(), width: nil, height: nil, colors: .trueColor), "\(escape)[1;38;2;0;0;0mB\(escape)[0m")
    }

    /// SGR 4 underlines and SGR 9 strikes through; the space between two underlined words is
    /// underlined too, and the plain picture is the same text without them.
    func testUnderlinedAndStruckThroughText() {
        XCTAssertEqual(renderedText(Text("a b").underline(), width: nil, height: nil, colors: .trueColor),
                       "\(escape)[4;38;2;0;0;0ma b\(escape)[0m")
        XCTAssertEqual(renderedText(Text("x").strikethrough(), width: nil, height: nil, colors: .trueColor),
                       "\(escape)[9;38;2;0;0;0mx\(escape)[0m")
        XCTAssertEqual(renderedText(Text("a").underline() + Text(" b"), width: nil, height: nil, colors: .trueColor),
                       "\(escape)[4;38;2;0;0;0ma\(escape)[0;38;2;0;0;0m b\(escape)[0m")
        XCTAssertEqual(renderedText(Text("a b").underline(), width: nil, height: nil, colors: .none), "a b")
    }

    func testTwoFillsInOneCellAreForegroundAndBackground() {
        // The left 4 points are red, the right 4 blue: the right quadrants (▐) in blue on red.
        let view = HStack(spacing: 0) { Color.red.frame(width: 4); Color.blue.frame(width: 4) }
        XCTAssertEqual(renderedText(view, width: 8, height: 16, colors: .trueColor), "\(escape)[38;2;0;122;255;48;2;255;59;48m▐\(escape)[0m")
    }

    func testTranslucentColourIsBlendedWithWhereNothingIsBeneath() {
        // Half of (255, 59, 48) and half of white: (255, 157, 151.5 → 152).
        XCTAssertEqual(renderedText(Color.red.opacity(0.5), width: 8, height: 16, colors: .trueColor), "\(escape)[48;2;255;157;152m \(escape)[0m")
    }

    func testTranslucentColourIsBlendedWithTheFillBeneath() {
        // Half red (255, 59, 48) over blue (0, 122, 255): (127.5, 90.5, 151.5), rounded half up.
        let view = ZStack { Color.blue; Color.red.opacity(0.5) }
        XCTAssertEqual(renderedText(view, width: 8, height: 16, colors: .trueColor), "\(escape)[48;2;128;91;152m \(escape)[0m")
        // The same through the opacity modifier, which applies to the whole view.
        let modified = ZStack { Color.blue; Color.red.frame(width: 8, height: 16).opacity(0.5) }
        XCTAssertEqual(renderedText(modified, width: 8, height: 16, colors: .trueColor), "\(escape)[48;2;128;91;152m \(escape)[0m")
    }

    func testColouredLinesKeepTrailingFilledCellsAndTrimBlankOnes() {
        // An 8-point square at the left of a 24-point row: one cell, then nothing.
        let view = HStack(spacing: 0) { Color.red.frame(width: 8); Color.clear.frame(width: 16) }
        XCTAssertEqual(renderedText(view, width: 24, height: 16, colors: .trueColor), "\(escape)[48;2;255;59;48m \(escape)[0m")
    }
}
