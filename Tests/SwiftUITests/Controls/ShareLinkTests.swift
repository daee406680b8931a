import Foundation
import XCTest
@testable import SwiftUI

/// `ShareLink`: drawn as its button (the share glyph and "Share"); a terminal has no share sheet.
final class ShareLinkTests: XCTestCase {
    /// Apple's docs for `ShareLink(item:)`: the default label is a share icon with "Share"; a
    /// title replaces the word. It is a button, so it takes the tint (the accent colour).
    func testDrawnAsAButtonWithTheShareGlyph() {
        let url = URL(string: "https://example.com")!
        let h = host(ShareLink(item: url), width: 160, height: 16)
        XCTAssertTrue(h.render().contains("⇪"))
        XCTAssertTrue(h.render().contains("Share"))
        XCTAssertEqual(h.color(ofText: "Share"), resolved(.accentColor))
        let titled = host(ShareLink("Send", item: "Hello"), width: 160, height: 16).render()
        XCTAssertTrue(titled.contains("Send"))
        XCTAssertTrue(titled.contains("⇪"))
    }

    /// Tapping it would present the share sheet; here it reports that there is none.
    func testTappingReportsThatThereIsNoShareSheet() {
        let h = host(ShareLink(item: "Hello") { Text("Tell a friend") }, width: 160, height: 16)
        let warnings = collectingWarnings { XCTAssertTrue(h.tap("Tell a friend")) }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("share sheet") ?? false)
    }
}
