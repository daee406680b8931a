import Foundation
import XCTest
@testable import SwiftUI

/// Label: the default style draws the icon, then the title, as an HStack with the default 8 pt
/// of spacing. A symbol is a 16×16 pt square (two cells), so "Lightning" with its bolt is
/// 16 + 8 + 72 = 96 pt wide.
final class ControlsLabelTests: XCTestCase {
    func testIconThenTitle() {
        let host = host(Label("Lightning", systemImage: "bolt.fill"), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 96, height: 16))
        XCTAssertEqual(host.renderedLines, ["ϟ  Lightning"])
    }

    func testTitleOnlyAndIconOnly() {
        let titleOnly = host(Label("Lightning", systemImage: "bolt.fill").labelStyle(.titleOnly), width: 200, height: 100)
        XCTAssertEqual(titleOnly.renderedLines, ["Lightning"])
        let iconOnly = host(Label("Lightning", systemImage: "bolt.fill").labelStyle(.iconOnly), width: 200, height: 100)
        XCTAssertEqual(iconOnly.size, CGSize(width: 16, height: 16))
    }

    func testViewTitleAndIcon() {
        let label = Label {
            Text("Ada").bold()
        } icon: {
            Circle().frame(width: 16, height: 16)
        }
        XCTAssertEqual(host(label, width: 200, height: 100).size, CGSize(width: 48, height: 16))
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.icon
                configuration.title
            }
        }
    }

    func testCustomStyle() {
        let host = host(Label("Rain", systemImage: "cloud.rain").labelStyle(Stacked()), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 32, height: 32))
        XCTAssertEqual(host.bodyEvaluations, ["StyleBody<Stacked>"])
    }
}
