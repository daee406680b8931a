import Foundation
import XCTest
@testable import SwiftUI

/// tint(_:) recolours controls: the accent colour they use by default, and the green of a
/// toggle's switch.
final class ControlsTintTests: XCTestCase {
    func testTintColoursButtonsSlidersProgressAndPickers() {
        let view = VStack(spacing: 0) {
            Button("Add") {}
            Slider(value: .constant(0.5))
            ProgressView(value: 0.5)
            Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }
        }
        .tint(.orange)
        let host = host(view, width: 80, height: 64)
        XCTAssertEqual(host.color(ofText: "Add"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "━━━━━"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "Small"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "⌄"), resolved(.orange))
    }

    func testTintReplacesTheSwitchsGreen() {
        let host = host(Toggle("On", isOn: .constant(true)).tint(.purple), width: 80, height: 16)
        XCTAssertEqual(host.color(ofText: "[   ●]"), resolved(.purple))
    }

    func testDestructiveButtonStaysRed() {
        let host = host(Button("Delete", role: .destructive) {}.tint(.orange), width: 80, height: 16)
        XCTAssertEqual(host.color(ofText: "Delete"), resolved(.red))
    }

    func testTintShapeStyle() {
        let host = host(Text("Hi").foregroundStyle(.tint).tint(.pink), width: 80, height: 16)
        XCTAssertEqual(host.color(ofText: "Hi"), resolved(.pink))
    }

    /// `Text.foregroundStyle(_:)` keeps the text a `Text` (iOS 17), with the style resolved where
    /// it is drawn: the tint of its environment, over the container's foreground style.
    func testATextsOwnStyleStaysATextAndResolvesInItsEnvironment() {
        let styled: Text = Text("Go").foregroundStyle(.tint)
        let host = host(VStack { styled; Text("Stop") }.foregroundStyle(.gray).tint(.orange), width: 80, height: 32)
        XCTAssertEqual(host.color(ofText: "Go"), resolved(.orange))
        XCTAssertEqual(host.color(ofText: "Stop"), resolved(.gray))
    }
}
