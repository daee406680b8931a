import Foundation
import XCTest
@testable import SwiftUI

/// `accentColor(_:)`, the deprecated spelling of the accent colour of controls.
final class AccentColorTests: XCTestCase {
    /// Apple's docs for `accentColor(_:)`: the accent colour of the view and the views it
    /// contains: a button's label, a slider's done part, and `.tint` styles take it; `nil`
    /// leaves the default accent colour (system blue).
    func testAccentColorRecolorsControls() {
        let view = VStack(spacing: 0) {
            Button("Add") {}
            Slider(value: .constant(0.5))
            Text("Hi").foregroundStyle(.tint)
        }
        .accentColor(.orange)
        let host = host(view, width: 80, height: 48)
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "━━━━━"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "Hi"), resolved(.orange))
        let plain = TerminalHost(rootView: Button("Go") {}.accentColor(nil), proposal: ProposedViewSize(width: 80, height: 16))
        XCTAssertEqual(plain.color(ofText: "Go"), resolved(.accentColor))
    }
}
