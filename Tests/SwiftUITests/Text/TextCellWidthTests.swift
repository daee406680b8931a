import XCTest
@testable import SwiftUI

/// The terminal font model: one cell per character, two for East Asian wide characters and
/// emoji shown as emoji, none for combining marks.
final class TextCellWidthTests: XCTestCase {
    func testLatinCharactersTakeOneCell() {
        XCTAssertEqual(Array("Hello, World!").map(\.terminalCellWidth), Array(repeating: 1, count: 13))
        XCTAssertEqual(Character("é").terminalCellWidth, 1)
        XCTAssertEqual(Character("…").terminalCellWidth, 1)
    }

    func testEastAsianWideAndFullwidthCharactersTakeTwoCells() {
        for character in ["日", "本", "語", "カ", "한", "Ａ", "、"] as [Character] {
            XCTAssertEqual(character.terminalCellWidth, 2, "\(character)")
        }
        // Halfwidth katakana is East_Asian_Width H: one cell.
        XCTAssertEqual(Character("ｶ").terminalCellWidth, 1)
    }

    func testEmojiPresentationTakesTwoCellsAndTextPresentationOne() {
        XCTAssertEqual(Character("👍").terminalCellWidth, 2)
        XCTAssertEqual(Character("🇨🇭").terminalCellWidth, 2)
        XCTAssertEqual(Character("❤️").terminalCellWidth, 2, "U+FE0F asks for emoji presentation")
        XCTAssertEqual(Character("❤").terminalCellWidth, 1, "text presentation by default")
    }

    func testCombiningMarksControlAndFormatCharactersTakeNoCell() {
        XCTAssertEqual(Character("\u{301}").terminalCellWidth, 0)
        XCTAssertEqual(Character("\u{200B}").terminalCellWidth, 0)
        XCTAssertEqual(Character("\u{7}").terminalCellWidth, 0)
        XCTAssertEqual(Character("e\u{301}").terminalCellWidth, 1, "a base with a combining mark is one cell")
    }
}
