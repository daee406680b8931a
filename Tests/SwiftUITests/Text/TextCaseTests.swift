import Foundation
import XCTest
@testable import SwiftUI

/// `textCase(_:)`: "Sets a transform for the case of the text contained in this view when
/// displayed" (Apple's documentation); an environment value (`EnvironmentValues.textCase`),
/// so it reaches every text in a container. Sizes follow the terminal font model: the text is
/// measured as it is shown, one cell of 8 points per character.
final class TextCaseTests: XCTestCase {
    func testUppercaseAndLowercaseChangeWhatIsShown() {
        XCTAssertEqual(host(Text("Fresh tea").textCase(.uppercase), width: nil, height: nil).render(), "FRESH TEA")
        XCTAssertEqual(host(Text("Fresh TEA").textCase(.lowercase), width: nil, height: nil).render(), "fresh tea")
    }

    /// An environment value: it reaches every text inside the container, a nearer setting wins,
    /// and `nil` shows the text as written.
    func testAContainersCaseReachesItsTextsAndNilRestoresThem() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Tea")
            Text("Coffee").textCase(nil)
            Text("Water").textCase(.lowercase)
        }.textCase(.uppercase)
        XCTAssertEqual(host(view, width: nil, height: nil).render(), "TEA\nCoffee\nwater")
    }

    /// "ß" is "SS" in capitals, so the text is one cell wider than it is written: 7 cells.
    func testTheTextIsMeasuredAsItIsShown() {
        let h = host(Text("Straße").textCase(.uppercase), width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 56, height: 16))
        XCTAssertEqual(h.render(), "STRASSE")
    }

    /// Capitals follow the environment's locale: in Turkish, "i" becomes "İ" (dotted).
    func testTheLocaleDecidesTheCapitals() {
        let view = Text("bir").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr"))
        XCTAssertEqual(host(view, width: nil, height: nil).render(), "BİR")
    }

    struct Shouting: View {
        @State var loud = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Louder") { loud = true }
                Text("quiet please")
            }
            .textCase(loud ? .uppercase : nil)
        }
    }

    /// A changed case reaches texts that are already shown.
    func testChangingTheCaseRedrawsTheTexts() {
        let h = TerminalHost(rootView: Shouting())
        XCTAssertEqual(h.render(), "Louder\nquiet please")
        h.tap("Louder")
        XCTAssertEqual(h.render(), "LOUDER\nQUIET PLEASE")
    }

    func testByDefaultTextIsShownAsWritten() {
        XCTAssertNil(EnvironmentValues().textCase)
    }
}
