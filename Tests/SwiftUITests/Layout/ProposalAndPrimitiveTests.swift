import Foundation
import XCTest
@testable import SwiftUI

/// ProposedViewSize's special values and the primitive views that answer them.
final class ProposalAndPrimitiveTests: XCTestCase {
    /// Apple's ProposedViewSize documentation: zero asks for the minimum, infinity for the maximum,
    /// nil for the ideal size; a shape answers the proposal, with 10 for nil (Thinking in SwiftUI ch. 4).
    func testShapeAnswersEachKindOfProposal() {
        XCTAssertEqual(host(Rectangle(), width: 0, height: 0).size, .zero)
        XCTAssertEqual(host(Rectangle(), width: .infinity, height: .infinity).size, CGSize(width: CGFloat.infinity, height: .infinity))
        XCTAssertEqual(host(Rectangle(), width: nil, height: nil).size, CGSize(width: 10, height: 10))
        XCTAssertEqual(host(Rectangle(), width: 40, height: nil).size, CGSize(width: 40, height: 10))
        XCTAssertEqual(ProposedViewSize.zero, ProposedViewSize(width: 0, height: 0))
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)), CGSize(width: 3, height: 4))
        XCTAssertEqual(ProposedViewSize(width: 7, height: nil).replacingUnspecifiedDimensions(), CGSize(width: 7, height: 10))
    }

    /// A Divider is a 1-pt line that takes the length proposed along its direction: across a
    /// VStack (so the stack grows to the proposed 200) and along the height of an HStack.
    func testDividerFollowsItsStack() {
        let inVStack = host(VStack(spacing: 0) { Color.red.frame(width: 50, height: 10); Divider().accessibilityIdentifier("line") }, width: 200, height: 100)
        XCTAssertEqual(inVStack.frame(ofIdentifier: "line")?.size, CGSize(width: 200, height: 1))
        let inHStack = host(HStack(spacing: 0) { Color.red.frame(width: 50, height: 30); Divider().accessibilityIdentifier("line") }, width: 200, height: 100)
        XCTAssertEqual(inHStack.frame(ofIdentifier: "line")?.size, CGSize(width: 1, height: 100))
    }

    /// A Spacer outside a stack grows in both directions, from at least its minimum length.
    func testSpacerOutsideAStack() {
        XCTAssertEqual(host(Spacer(), width: 100, height: 50).size, CGSize(width: 100, height: 50))
        XCTAssertEqual(host(Spacer(minLength: 20), width: 5, height: nil).size, CGSize(width: 20, height: 20))
    }

    /// foregroundColor and foregroundStyle reach shapes without their own fill; a fill of their own wins.
    func testForegroundStyleReachesShapes() {
        func fillColors<V: View>(_ view: V) -> [Color.Resolved] {
            host(view, width: 20, height: 20).displayList.items.compactMap {
                if case .fill(_, let color, _) = $0.content { return color }
                return nil
            }
        }
        XCTAssertEqual(fillColors(Circle().foregroundColor(.red)), [Color.red.resolved])
        XCTAssertEqual(fillColors(VStack { Circle() }.foregroundStyle(Color.green)), [Color.green.resolved])
        XCTAssertEqual(fillColors(Circle().fill(Color.blue).foregroundColor(.red)), [Color.blue.resolved])
        XCTAssertEqual(fillColors(Circle()), [Color.primary.resolved])
    }
}
