import XCTest
@testable import SwiftUI

/// TupleView: what a view builder makes of several views (Apple: "A View created from a swift
/// tuple of View values"; `ViewBuilder.buildBlock` of several views returns one). Its views are
/// separate children of the container around it, and `value` holds them.
final class TupleViewTests: XCTestCase {
    @ViewBuilder private func two() -> TupleView<(Text, Text)> {
        Text("One")
        Text("Two")
    }

    func testATupleViewsViewsAreTheStacksChildren() {
        let pair: TupleView<(Text, Text)> = two()
        XCTAssertEqual(host(VStack(spacing: 0) { pair }, width: nil, height: nil).render(), "One\nTwo")
        XCTAssertEqual(host(HStack(spacing: 8) { pair }, width: nil, height: nil).render(), "One Two")
        XCTAssertEqual(host(pair.value.1, width: nil, height: nil).render(), "Two")
    }
}
