import Foundation
import XCTest
@testable import SwiftUI

/// ControlGroup: iOS draws the automatic style, outside menus and toolbars, as a row of joined
/// segments of equal width (as a segmented control is); here the shares are apart by `│`. The
/// menu style shows the group as a `Menu` under its label.
final class ControlGroupTests: XCTestCase {
    struct Format: View {
        @State var last = "none"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ControlGroup("Format") {
                    Button("Bold") { last = "bold" }
                    Button("Italic") { last = "italic" }
                }
                Text("last \(last)")
            }
        }
    }

    func testTheControlsShareTheWidthEquallyApartByABar() {
        // 160 points, two shares of 80: "Bold" (32) centred from 24, "Italic" (48) from 96,
        // the bar at 80 (cell 10).
        let host = host(Format(), width: 160, height: 100)
        XCTAssertEqual(host.renderedLines, ["   Bold   │ Italic", "last none"])
        XCTAssertTrue(host.tap("Italic"))
        XCTAssertEqual(host.renderedLines.last, "last italic")
    }

    func testTheIdealWidthIsTheWidestControlAndACellEachSidePerShare() {
        // "Italic" is 48 points, plus 16: two shares of 64.
        let host = host(ControlGroup { Button("Bold") {}; Button("Italic") {} }.fixedSize(), width: 300, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 128, height: 16))
        let navigation = TerminalHost(rootView: ControlGroup { Button("Bold") {}; Button("Italic") {} }
            .controlGroupStyle(.navigation).fixedSize(), proposal: ProposedViewSize(width: 300, height: 100))
        XCTAssertEqual(navigation.size, CGSize(width: 128, height: 16))
    }

    func testTheMenuStyleIsAMenuUnderTheLabel() {
        let host = host(Format().controlGroupStyle(.menu), width: 320, height: 192)
        XCTAssertEqual(host.renderedLines.first, "Format ▾")
        XCTAssertTrue(host.tap("Format"))
        XCTAssertTrue(host.tap("Bold"))
        XCTAssertTrue(host.render().contains("last bold"), host.render())
    }

    func testACustomStyleStacksTheControls() {
        struct Stacked: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 0) { configuration.content }
            }
        }
        let host = host(ControlGroup { Button("Bold") {}; Button("Italic") {} }.controlGroupStyle(Stacked()), width: 300, height: 100)
        XCTAssertEqual(host.renderedLines, ["Bold", "Italic"])
    }
}
