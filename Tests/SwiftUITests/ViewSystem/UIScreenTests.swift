import XCTest
@testable import SwiftUI

/// `UIScreen.main.bounds`, which *SwiftUI by Tutorials* and many tutorials use to size views to
/// the screen (UIKit's documentation: "the bounding rectangle of the screen, measured in
/// points"): here the screen is what the root view is offered.
final class UIScreenTests: XCTestCase {
    private struct ScreenSized: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))")
                .frame(width: UIScreen.main.bounds.width / 2, alignment: .leading)
        }
    }

    func testTheScreenIsTheRootsProposal() {
        let host = TerminalHost(rootView: ScreenSized(), proposal: ProposedViewSize(width: 320, height: 160))
        XCTAssertEqual(host.render(), "320x160")
        XCTAssertEqual(host.size.width, 160, "half the screen's width")
    }

    /// An unspecified dimension is the default screen's: 80×24 cells, 640×384 points.
    func testAnUnspecifiedDimensionIsTheDefaultScreens() {
        let host = TerminalHost(rootView: ScreenSized(), proposal: ProposedViewSize(width: 400, height: nil))
        XCTAssertEqual(host.render(), "400x384")
    }

    /// Offering the host another size (a terminal resized, `:size`) makes that the screen. The
    /// screen is not state: a body that read it does not run again for it, as in SwiftUI, where
    /// a view sized by `UIScreen.main.bounds` keeps its size when the device turns until
    /// something else updates it.
    func testANewProposalIsTheNewScreenForBodiesThatRunAfter() {
        let host = TerminalHost(rootView: ScreenSized(), proposal: ProposedViewSize(width: 320, height: 160))
        host.proposal = ProposedViewSize(width: 480, height: 200)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 480, height: 200))
        XCTAssertEqual(host.render(), "320x160")
    }

    /// Foundation's `String(localized:)` is not on Linux; with no translations, a string is its
    /// key or its default value, as an app shows text it has no translation for.
    func testLocalizedStringsAreTheirKeys() {
        let count = 3
        XCTAssertEqual(String(localized: "Cards: \(count)"), "Cards: 3")
        XCTAssertEqual(String(localized: "greeting", defaultValue: "Hello"), "Hello")
    }
}
