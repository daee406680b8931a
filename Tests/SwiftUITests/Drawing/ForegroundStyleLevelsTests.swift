import Foundation
import XCTest
@testable import SwiftUI

/// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`: the levels of the foreground style.
final class ForegroundStyleLevelsTests: XCTestCase {
    private let environment = EnvironmentValues()

    private func textColors<V: View>(_ view: V) -> [String: Color.Resolved] {
        var colors: [String: Color.Resolved] = [:]
        for item in host(view, width: 200, height: 100).displayList.items {
            if case .text(let drawing, let color) = item.content { colors[drawing.string] = color }
        }
        return colors
    }

    /// Apple's docs for `foregroundStyle(_:_:)`: it sets the primary and secondary levels of
    /// the foreground style; text without a style draws in the first, and `.secondary` in the
    /// second (not the first at 60%, as with one style).
    func testTwoStylesAreThePrimaryAndSecondaryLevels() {
        let view = VStack {
            Text("main")
            Text("note").foregroundStyle(.secondary)
            Circle().fill(.secondary).frame(width: 16, height: 16)
        }
        .foregroundStyle(.red, .blue)
        let colors = textColors(view)
        XCTAssertEqual(colors["main"], Color.red.resolve(in: environment))
        XCTAssertEqual(colors["note"], Color.blue.resolve(in: environment))
        let circle = host(view, width: 200, height: 100).displayList.items.first { if case .fill = $0.content { true } else { false } }
        XCTAssertEqual(circle?.color, Color.blue.resolve(in: environment))
    }

    /// Apple's docs for `foregroundStyle(_:_:_:)`: primary, secondary and tertiary levels. A
    /// level past those given (quaternary) is the primary at that level's opacity, 0.18 (ours,
    /// the rule for one style).
    func testThreeStylesAreThePrimarySecondaryAndTertiaryLevels() {
        let view = VStack {
            Text("one")
            Text("two").foregroundStyle(.secondary)
            Text("three").foregroundStyle(.tertiary)
            Text("four").foregroundStyle(.quaternary)
        }
        .foregroundStyle(.green, .orange, .purple)
        let colors = textColors(view)
        XCTAssertEqual(colors["one"], Color.green.resolve(in: environment))
        XCTAssertEqual(colors["two"], Color.orange.resolve(in: environment))
        XCTAssertEqual(colors["three"], Color.purple.resolve(in: environment))
        var faint = Color.green.resolve(in: environment)
        faint.opacity = 0.18
        XCTAssertEqual(colors["four"], faint)
    }

    /// A single style set inside replaces the levels: `.secondary` is that style at 60% again.
    func testOneStyleInsideReplacesTheLevels() {
        let view = Text("x").foregroundStyle(.secondary).foregroundStyle(.red).foregroundStyle(.red, .blue)
        var expected = Color.red.resolve(in: environment)
        expected.opacity = 0.6
        XCTAssertEqual(textColors(view)["x"], expected)
    }
}
