import Foundation
import XCTest
@testable import SwiftUI

/// HStack and VStack sizing. Each test names where its numbers come from.
final class StackLayoutTests: XCTestCase {
    /// Observed in real SwiftUI: objc.io blog "How an HStack Lays out Its Children" (2020-11-10).
    func testEqualFlexibleChildrenShareEqually() {
        let view = HStack(spacing: 0) {
            Rectangle().accessibilityIdentifier("a")
            Rectangle().accessibilityIdentifier("b")
            Rectangle().accessibilityIdentifier("c")
        }.frame(width: 300, height: 100)
        let h = host(view, width: 300, height: 100)
        assertFrame(h.frame(ofIdentifier: "a"), CGRect(x: 0, y: 0, width: 100, height: 100))
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 100, y: 0, width: 100, height: 100))
        assertFrame(h.frame(ofIdentifier: "c"), CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    /// Observed in real SwiftUI (objc.io blog, 2020): the max-width child is less flexible, so it is
    /// offered half of 150 first and takes 75; the min-width child then gets 75 but needs 100,
    /// and the stack overflows its 150-pt frame to 175, centred (starting at -12.5).
    func testLeastFlexibleChildIsOfferedSpaceFirstAndTheStackOverflows() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
        }.accessibilityIdentifier("stack")
        let h = host(stack.frame(width: 150, height: 100), width: 150, height: 100)
        assertFrame(h.frame(ofIdentifier: "stack"), CGRect(x: -12.5, y: 0, width: 175, height: 100))
        assertFrame(h.frame(ofIdentifier: "red"), CGRect(x: -12.5, y: 0, width: 75, height: 100))
        assertFrame(h.frame(ofIdentifier: "green"), CGRect(x: 62.5, y: 0, width: 100, height: 100))
    }

    /// Thinking in SwiftUI ch. 4 (the HStack walk-through), with the 93-pt text replaced by a
    /// 93-pt rectangle so the numbers do not depend on a font: at 250 the stack needs
    /// 93 + 8 + 200 = 301 and overflows; at 400 the flexible rectangle takes the remaining 299.
    func testBookHStackWithMinimumWidthRectangle() {
        func stack() -> some View {
            HStack {
                Rectangle().frame(width: 93, height: 20).accessibilityIdentifier("fixed")
                Rectangle().frame(minWidth: 200).accessibilityIdentifier("flexible")
            }.accessibilityIdentifier("stack")
        }
        let narrow = host(stack(), width: 250, height: 100)
        XCTAssertEqual(narrow.size.width, 301)
        XCTAssertEqual(narrow.frame(ofIdentifier: "flexible")?.width, 200)
        let wide = host(stack(), width: 400, height: 100)
        XCTAssertEqual(wide.size.width, 400)
        XCTAssertEqual(wide.frame(ofIdentifier: "fixed")?.width, 93)
        XCTAssertEqual(wide.frame(ofIdentifier: "flexible")?.width, 299)
        XCTAssertEqual(wide.frame(ofIdentifier: "flexible")?.minX, 101)
    }

    /// AcademyIFCE/HStackLayoutWorkshop walk-through, checked against Apple's HStackLayout there:
    /// 135 pt to share; green (fixed 30) first, then blue (max 50) gets 52.5 → 50, red gets 55
    /// → 100. x = 0, 107.5, 145 (the workshop README's 138 is an arithmetic slip).
    func testWorkshopCaseWithFixedMaxAndMinChildren() {
        let view = HStack(spacing: 7.5) {
            Color.red.frame(minWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(width: 30).accessibilityIdentifier("green")
            Color.blue.frame(maxWidth: 50).accessibilityIdentifier("blue")
        }
        let h = host(view, width: 150, height: 100)
        XCTAssertEqual(h.frame(ofIdentifier: "red")?.minX, 0)
        XCTAssertEqual(h.frame(ofIdentifier: "red")?.width, 100)
        XCTAssertEqual(h.frame(ofIdentifier: "green")?.minX, 107.5)
        XCTAssertEqual(h.frame(ofIdentifier: "blue")?.minX, 145)
        XCTAssertEqual(h.frame(ofIdentifier: "blue")?.width, 50)
    }

    /// objc.io Swift Talk S01E235 (layout priorities) sample, derived by the rule: priority-2
    /// children first (fixed 30, then the flexible one takes 170 after lower groups' minimums
    /// are reserved), then priority 1 (50), then priority 0 (min-max 100…120 gets 100, min 50 gets 50).
    func testLayoutPriorityGroupsReserveLowerMinimums() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("a")
            Color.green.frame(width: 30).layoutPriority(2).accessibilityIdentifier("b")
            Color.blue.frame(minWidth: 50).layoutPriority(1).accessibilityIdentifier("c")
            Color.yellow.layoutPriority(2).accessibilityIdentifier("d")
            Color.gray.frame(minWidth: 100, maxWidth: 120).accessibilityIdentifier("e")
        }
        let h = host(view, width: 400, height: 200)
        XCTAssertEqual(["a", "b", "c", "d", "e"].map { h.frame(ofIdentifier: $0)?.width }, [50, 30, 50, 170, 100])
        XCTAssertEqual(h.size.width, 400)
    }

    /// oleb.net "How the relative size modifier interacts with stack views": (620 − 2·10) / 3 = 200.
    func testExplicitSpacingIsSubtractedBeforeSharing() {
        let view = HStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.green
            Color.blue.accessibilityIdentifier("c")
        }
        let h = host(view, width: 620, height: 50)
        XCTAssertEqual(h.frame(ofIdentifier: "a")?.width, 200)
        XCTAssertEqual(h.frame(ofIdentifier: "c")?.minX, 420)
    }

    /// Observed in real SwiftUI (skip-ui LayoutTests, iOS): in 12 pt, a VStack of three spacers and
    /// two 2-pt bars overflows (spacers are at least 8 and take no spacing); the bars land at 0 and 10.
    func testSpacersKeepTheirMinimumLengthAndTakeNoSpacing() {
        let view = VStack {
            Spacer()
            Color.black.frame(height: 2).accessibilityIdentifier("first")
            Spacer()
            Color.black.frame(height: 2).accessibilityIdentifier("second")
            Spacer()
        }.frame(width: 12, height: 12)
        let h = host(view, width: 12, height: 12)
        XCTAssertEqual(h.frame(ofIdentifier: "first")?.minY, 0)
        XCTAssertEqual(h.frame(ofIdentifier: "second")?.minY, 10)
    }

    /// Derived (OpenSwiftUI SpacerUITests tree): 200 − 50 − 50 leaves 100 for the spacer, with no spacing around it.
    func testSpacerFillsTheRemainingLength() {
        let view = HStack {
            Color.red.frame(width: 50, height: 50)
            Spacer().accessibilityIdentifier("spacer")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
        }
        let h = host(view, width: 200, height: 80)
        XCTAssertEqual(h.frame(ofIdentifier: "spacer")?.width, 100)
        XCTAssertEqual(h.frame(ofIdentifier: "spacer")?.height, 0)
        XCTAssertEqual(h.frame(ofIdentifier: "right")?.minX, 150)
        XCTAssertEqual(h.size, CGSize(width: 200, height: 50))
    }

    /// Derived from the rules: views that draw nothing (EmptyView, a false `if`) take no spacing.
    func testViewsThatDrawNothingTakeNoSpacing() {
        let showMiddle = false
        let view = HStack {
            Color.red.frame(width: 10, height: 10)
            EmptyView()
            if showMiddle { Color.green.frame(width: 10, height: 10) }
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("last")
        }
        let h = host(view, width: 100, height: 100)
        XCTAssertEqual(h.size.width, 28)
        XCTAssertEqual(h.frame(ofIdentifier: "last")?.minX, 18)
    }

    /// Derived (Thinking in SwiftUI ch. 4 alignment): 50 and 30 squares; `.top` puts the small one
    /// at y 0, `.center` at 10, `.bottom` at 20; the stack is 50 + 8 + 30 = 88 wide.
    func testVerticalAlignmentInHStack() {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20)] {
            let view = HStack(alignment: alignment) {
                Color.blue.frame(width: 50, height: 50)
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("small")
            }
            let h = host(view, width: 300, height: 300)
            XCTAssertEqual(h.size, CGSize(width: 88, height: 50))
            XCTAssertEqual(h.frame(ofIdentifier: "small")?.minY, CGFloat(y))
        }
    }

    /// Derived: VStack alignment on the horizontal axis mirrors the HStack case.
    func testHorizontalAlignmentInVStack() {
        let view = VStack(alignment: .trailing, spacing: 0) {
            Color.blue.frame(width: 50, height: 10)
            Color.green.frame(width: 30, height: 10).accessibilityIdentifier("small")
        }
        let h = host(view, width: 300, height: 300)
        XCTAssertEqual(h.size, CGSize(width: 50, height: 20))
        XCTAssertEqual(h.frame(ofIdentifier: "small")?.minX, 20)
    }

    /// Derived (objc.io, Thinking in SwiftUI): a `nil` proposal asks each child for its ideal
    /// size, so a fixed-size stack of shapes is 10 + 8 + 10 wide.
    func testUnspecifiedProposalGivesIdealSizes() {
        let view = HStack { Rectangle(); Color.red }.fixedSize()
        XCTAssertEqual(host(view, width: 500, height: 500).size, CGSize(width: 28, height: 10))
    }

    /// Derived from the exercise reference trees (objc.io sample code, peer-projects §G.11):
    /// expanded, squares 50, 30, 75 with spacing 8 and centre alignment give a 171×75 stack with
    /// children at x 0, 58, 96 and y 12.5, 22.5, 0. Collapsed, the first two sit in 10-pt
    /// leading frames with no spacing: x 0, 10, 20 and a 95-pt stack.
    func testCollapsibleStackReferenceNumbers() {
        let sizes: [CGFloat] = [50, 30, 75]
        let expanded = HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Color.gray.frame(width: sizes[index], height: sizes[index]).accessibilityIdentifier("item\(index)")
            }
        }
        let h = host(expanded, width: 400, height: 200)
        XCTAssertEqual(h.size, CGSize(width: 171, height: 75))
        XCTAssertEqual((0..<3).map { h.frame(ofIdentifier: "item\($0)")!.origin }, [
            CGPoint(x: 0, y: 12.5), CGPoint(x: 58, y: 22.5), CGPoint(x: 96, y: 0),
        ])
        let collapsed = HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Color.gray.frame(width: sizes[index], height: sizes[index])
                    .frame(width: index < 2 ? 10 : nil, alignment: .leading)
                    .accessibilityIdentifier("slot\(index)")
            }
        }
        let c = host(collapsed, width: 400, height: 200)
        XCTAssertEqual(c.size, CGSize(width: 95, height: 75))
        XCTAssertEqual((0..<3).map { c.frame(ofIdentifier: "slot\($0)")!.minX }, [0, 10, 20])
    }

    /// Derived: infinite proposals go to every child unchanged (no NaN from ∞ − ∞).
    func testInfiniteProposalReachesEveryChild() {
        let view = HStack { Color.red; Color.blue.accessibilityIdentifier("b") }
        let h = host(view, width: .infinity, height: 10)
        XCTAssertEqual(h.frame(ofIdentifier: "b")?.width, .infinity)
    }

    /// The equal-heights idiom (Swift with Majid, "The magic of fixed size modifier in SwiftUI",
    /// 2020): `fixedSize(vertical)` asks the HStack for its ideal height, the tallest child's
    /// (three 16-pt lines, 48 pt), and the stack then places its children at that height, so
    /// children with `maxHeight: .infinity` all become 48 tall instead of their ideal 16.
    func testAStackAskedForItsIdealHeightPlacesFlexibleChildrenAtTheHeightItChose() {
        let view = HStack(spacing: 0) {
            Text("one").frame(maxHeight: .infinity).accessibilityIdentifier("short")
            Text("two\nthree\nfour").frame(maxHeight: .infinity).accessibilityIdentifier("tall")
        }.fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("stack")
        let h = host(view, width: 400, height: 200)
        XCTAssertEqual(h.frame(ofIdentifier: "stack")?.height, 48)
        XCTAssertEqual(h.frame(ofIdentifier: "short")?.height, 48)
        XCTAssertEqual(h.frame(ofIdentifier: "tall")?.height, 48)
        XCTAssertEqual(h.frame(ofIdentifier: "short")?.minY, h.frame(ofIdentifier: "stack")?.minY)
    }

    /// The same idiom across a VStack, for buttons of equal width: `fixedSize()` makes the stack
    /// as wide as its widest label ("Cancel", 6 cells of 8 pt) and each label's flexible frame
    /// is placed at that width.
    func testAStackAskedForItsIdealWidthPlacesFlexibleChildrenAtTheWidthItChose() {
        let view = VStack {
            Text("OK").frame(maxWidth: .infinity).accessibilityIdentifier("ok")
            Text("Cancel").frame(maxWidth: .infinity).accessibilityIdentifier("cancel")
        }.fixedSize()
        let h = host(view, width: 400, height: 200)
        XCTAssertEqual(h.frame(ofIdentifier: "ok")?.width, 48)
        XCTAssertEqual(h.frame(ofIdentifier: "cancel")?.width, 48)
        XCTAssertEqual(h.frame(ofIdentifier: "ok")?.minX, h.frame(ofIdentifier: "cancel")?.minX)
    }

    /// With a concrete height proposed, flexible children already took it while the stack was
    /// sized: placement changes nothing (the same rules as the tests above).
    func testAStackWithAProposedHeightPlacesChildrenAsItSizedThem() {
        let view = HStack(spacing: 0) {
            Text("one").frame(maxHeight: 30).accessibilityIdentifier("capped")
            Color.red.accessibilityIdentifier("color")
        }
        let h = host(view, width: 400, height: 100)
        XCTAssertEqual(h.frame(ofIdentifier: "capped")?.height, 30)
        XCTAssertEqual(h.frame(ofIdentifier: "color")?.height, 100)
    }
}
