import Foundation
import XCTest
@testable import SwiftUI

/// Font weights, text styles, custom fonts and localized string keys, read from what is drawn.
/// The terminal font model (docs/deviations.md): a weight of semibold or more draws bold, and a
/// font never changes the cell size (one character is 8×16 pt).
final class FontTypesTests: XCTestCase {
    private func bold<V: View>(_ view: V) -> [Bool] {
        host(view, width: nil, height: nil).drawnTexts.map(\.drawing.isBold)
    }

    /// Font.Weight in `.fontWeight(_:)`: bold, heavy and semibold draw bold; regular, medium and
    /// light do not (Apple's weights: semibold is the first heavier than medium).
    func testFontWeightDrawsBoldFromSemibold() {
        let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
        let view = VStack { ForEach(weights.indices, id: \.self) { Text("w\($0)").fontWeight(weights[$0]) } }
        XCTAssertEqual(bold(view), [false, false, false, true, true, true])
    }

    /// Font.TextStyle: Apple's text styles table gives `headline` the semibold weight and every
    /// other style the regular one, so only the headline draws bold.
    func testOnlyTheHeadlineTextStyleIsBold() {
        let styles = Font.TextStyle.allCases
        let view = VStack { ForEach(styles, id: \.self) { Text($0.rawValue).font(.system($0)) } }
        XCTAssertEqual(bold(view), styles.map { $0 == Font.TextStyle.headline })
        XCTAssertEqual(styles.count, 11)
    }

    /// Font.custom(_:size:): the terminal has one font, so a custom font draws the text in its
    /// cells, regular weight, whatever the size: "Hello" at 30 pt is still 40×16.
    /// A font describes itself as the SwiftUI code that makes it (`:explain` shows it): a design
    /// is an argument of `Font.system(size:weight:design:)` and `Font.system(_:design:weight:)`,
    /// as Apple documents them, since `Font` has no `design` modifier.
    func testAFontReadsAsTheCodeThatMakesIt() {
        XCTAssertEqual(Font.headline.description, "headline")
        XCTAssertEqual(Font.system(size: 20, design: .rounded).bold().description, "system(size: 20, design: .rounded).bold()")
        XCTAssertEqual(Font.system(.title, design: .serif).description, "system(.title, design: .serif)")
        XCTAssertEqual(Font.title.weight(.semibold).description, "title.weight(.semibold)")
    }

    func testCustomFontKeepsTheCellSize() {
        let h = host(Text("Hello").font(.custom("Avenir-Heavy", size: 30)), width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 16))
        XCTAssertEqual(h.drawnTexts.map(\.drawing.isBold), [false])
        XCTAssertEqual(h.drawnString, "Hello")
    }

    /// LocalizedStringKey: a literal given to Text is a key, and its Markdown is styled (Apple's
    /// Text documentation: "Text … interprets Markdown in a string literal"); a String variable
    /// is shown verbatim unless it is made a key with `LocalizedStringKey(_:)`.
    func testLocalizedStringKeyInterpretsMarkdown() {
        let source = "**Hi** there"
        let key = LocalizedStringKey(source)
        let keyed = host(Text(key), width: nil, height: nil).drawnTexts
        XCTAssertEqual(keyed.map(\.drawing.string).joined(), "Hi there")
        XCTAssertEqual(keyed.first?.drawing.isBold, true)
        XCTAssertEqual(host(Text(source), width: nil, height: nil).drawnTexts.map(\.drawing.string).joined(), "**Hi** there")
        let count = 3
        let interpolated: LocalizedStringKey = "\(count) items"
        XCTAssertEqual(host(Text(interpolated), width: nil, height: nil).drawnString, "3 items")
    }
}
