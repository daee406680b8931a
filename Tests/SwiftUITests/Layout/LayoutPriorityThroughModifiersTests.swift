import XCTest
@testable import SwiftUI

/// `layoutPriority` is a view trait, and traits pass through modifiers that wrap one view: Apple's
/// own example in the `layoutPriority(_:)` documentation writes `.layoutPriority(1).border(Color.gray)`
/// (a border is an overlay) and the text it marks is the one that keeps its width. OpenSwiftUI's
/// `LayoutPriority.swift` implements the modifier as `_trait(LayoutPriorityTraitKey.self, value)`.
final class LayoutPriorityThroughModifiersTests: XCTestCase {
    /// In 200 points, beside a flexible view (min 50), a flexible view of priority 1 takes all but
    /// the other's 50-point minimum: 150 (the rule the stack test above derives from Apple's docs).
    private func assertPriorityCounts<V: View>(_ prioritized: V, file: StaticString = #filePath, line: UInt = #line) {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("low")
            prioritized
        }
        let h = host(view, width: 200, height: 20)
        XCTAssertEqual(h.frame(ofIdentifier: "low")?.width, 50, file: file, line: line)
        XCTAssertEqual(h.frame(ofIdentifier: "high")?.width, 150, file: file, line: line)
    }

    func testPriorityPassesThroughBackgroundAndOverlay() {
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).background(Color.red))
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).overlay { Text("x") })
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).border(Color.gray))
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).background(alignment: .leading) { Text("a"); Text("b") })
    }

    func testPriorityPassesThroughOtherSingleViewModifiers() {
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).padding(0))
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).offset(x: 3))
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).frame(minWidth: 10, maxWidth: .infinity))
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").layoutPriority(1).background(Color.red).padding(0).opacity(0.5))
    }

    /// The same placement written outside the modifiers, as a check that both orders agree.
    func testPriorityWrittenOutsideAgrees() {
        assertPriorityCounts(Color.blue.frame(minWidth: 50).accessibilityIdentifier("high").background(Color.red).layoutPriority(1))
    }
}
