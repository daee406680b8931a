import Foundation
import XCTest
@testable import SwiftUI

/// `menuStyle(_:)`: the built-in styles draw the menu as its label button; a learner's
/// `MenuStyle` draws `Menu(configuration)` its own way, and the menu still opens (Apple,
/// "MenuStyle": a style's body creates "a menu with the configuration's label and content").
final class MenuStyleTests: XCTestCase {
    struct Actions: View {
        @State var chosen = "none"
        var body: some View {
            VStack(spacing: 0) {
                Text("chose \(chosen)")
                Menu("Actions") {
                    Button("Copy") { chosen = "copy" }
                }
            }
        }
    }

    struct Framed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                Menu(configuration)
                Text("]")
            }
        }
    }

    func testACustomStyleDrawsTheMenuOfItsConfigurationWhichStillOpens() {
        let host = host(Actions().menuStyle(Framed()), width: 320, height: 192)
        XCTAssertTrue(host.renderedLines.contains { $0.contains("[Actions ▾]") }, "\(host.renderedLines)")
        XCTAssertTrue(host.tap("Actions"))
        XCTAssertTrue(host.tap("Copy"))
        XCTAssertTrue(host.render().contains("chose copy"), host.render())
    }

    func testTheButtonAndAutomaticStylesAreTheLabelButton() {
        // iOS: `.menuStyle(.button)` draws the label as a button, in the button style around it.
        let plain = host(Menu("Actions") { Button("Copy") {} }, width: 200, height: 100).renderedLines
        XCTAssertEqual(plain, ["Actions ▾"])
        XCTAssertEqual(host(Menu("Actions") { Button("Copy") {} }.menuStyle(.automatic), width: 200, height: 100).renderedLines, plain)
        XCTAssertEqual(host(Menu("Actions") { Button("Copy") {} }.menuStyle(DefaultMenuStyle()), width: 200, height: 100).renderedLines, plain)
        XCTAssertEqual(host(Menu("Actions") { Button("Copy") {} }.menuStyle(ButtonMenuStyle()), width: 200, height: 100).renderedLines, plain)
        let bordered = host(Menu("Actions") { Button("Copy") {} }.menuStyle(.button).buttonStyle(.bordered), width: 200, height: 100)
        // The bordered style pads the label a cell at each side on a tinted fill (ButtonTests).
        XCTAssertEqual(bordered.renderedLines, ["█Actions█▾█"])
    }
}
