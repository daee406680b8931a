import Foundation
import XCTest
@testable import SwiftUI

/// Asserts two rectangles agree within `accuracy` points, with a readable message.
func assertRect(_ rect: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    let close = abs(rect.minX - expected.minX) <= accuracy && abs(rect.minY - expected.minY) <= accuracy
        && abs(rect.width - expected.width) <= accuracy && abs(rect.height - expected.height) <= accuracy
    XCTAssertTrue(close, "\(rect) is not \(expected)", file: file, line: line)
}

/// The only item `view` draws when hosted with a proposal of `size`.
func onlyDrawnItem<V: View>(_ view: V, size: CGSize, file: StaticString = #filePath, line: UInt = #line) -> DisplayItem? {
    let items = TerminalHost(rootView: view, proposal: ProposedViewSize(size)).displayList.items
    XCTAssertEqual(items.count, 1, "expected one drawn item", file: file, line: line)
    return items.first
}
