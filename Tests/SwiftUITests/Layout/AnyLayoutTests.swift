import XCTest
@testable import SwiftUI

/// `AnyLayout` erases a layout's type, so a view can switch between layouts while the views
/// inside keep their identity and state (WWDC22, "Compose custom layouts with SwiftUI": "because
/// the structural identity of the view hierarchy always remains the same, SwiftUI sees this as a
/// view that changes, rather than as a new view"; catalogue case 002-T21).
final class AnyLayoutTests: XCTestCase {
    private func squares() -> some View {
        Group {
            Color.gray.frame(width: 16, height: 16).accessibilityIdentifier("a")
            Color.gray.frame(width: 16, height: 16).accessibilityIdentifier("b")
        }
    }

    func testItLaysOutAsTheLayoutItWraps() {
        let across = host(AnyLayout(HStackLayout(spacing: 8)) { squares() }, width: 200, height: 100)
        XCTAssertEqual(across.size, CGSize(width: 40, height: 16))
        assertFrame(across.frame(ofIdentifier: "b"), CGRect(x: 24, y: 0, width: 16, height: 16))
        let down = host(AnyLayout(VStackLayout(spacing: 0)) { squares() }, width: 200, height: 100)
        assertFrame(down.frame(ofIdentifier: "b"), CGRect(x: 0, y: 16, width: 16, height: 16))
    }

    /// Spacers follow the wrapped layout's axis.
    func testSpacersStretchAlongTheWrappedStacksAxis() {
        let view = AnyLayout(HStackLayout()) {
            Text("a")
            Spacer()
            Text("b").accessibilityIdentifier("b")
        }
        assertFrame(host(view, width: 200, height: 16).frame(ofIdentifier: "b"), CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Board: View {
        var erased: Bool
        @State private var vertical = false
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Button("Flip") { vertical.toggle() }
                if erased {
                    let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 0)) : AnyLayout(HStackLayout())
                    layout {
                        Counter(name: "a")
                        Counter(name: "b").accessibilityIdentifier("b")
                    }
                } else if vertical {
                    VStack(alignment: .leading, spacing: 0) { Counter(name: "a"); Counter(name: "b").accessibilityIdentifier("b") }
                } else {
                    HStack { Counter(name: "a"); Counter(name: "b").accessibilityIdentifier("b") }
                }
            }
        }
    }

    func testSwitchingLayoutsKeepsTheStateOfTheViewsInside() {
        let h = TerminalHost(rootView: Board(erased: true), proposal: ProposedViewSize(width: 200, height: 100))
        h.tap("a 0")
        h.tap("a 1")
        h.tap("a 2")
        XCTAssertEqual(h.render(), "Flip\n\na 3 b 0")
        h.tap("Flip")
        XCTAssertEqual(h.render(), "Flip\n\na 3\nb 0")
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 0, y: 48, width: 24, height: 16))
    }

    /// The contrast: two different stacks in the branches of an `if` are different views, so
    /// the counters start again.
    func testSwitchingBetweenTwoStacksStartsTheViewsAgain() {
        let h = TerminalHost(rootView: Board(erased: false), proposal: ProposedViewSize(width: 200, height: 100))
        h.tap("a 0")
        h.tap("Flip")
        XCTAssertEqual(h.render(), "Flip\n\na 0\nb 0")
    }

    /// Switching the layout inside `withAnimation` moves the views from their old places to their
    /// new ones: the WWDC22 talk ("Compose custom layouts with SwiftUI") adds `.animation(.default,
    /// value:)` to its `AnyLayout` and the pets glide between the radial and the stacked layout,
    /// because the views keep their identity (Apple's `AnyLayout.init(_:)`: "switch between
    /// type-erased layouts without losing the state of the subviews"), so their frames animate like
    /// any other change of frame. With a linear curve, halfway through is the mean of the ends.
    func testSwitchingLayoutsInsideWithAnimationMovesTheViews() {
        let h = TerminalHost(rootView: Board(erased: true), proposal: ProposedViewSize(width: 200, height: 100))
        // Across, "b 0" is after "a 0" (24 points) and the stack's spacing of 8; stacked, it is
        // under "a 0" at x 0.
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 32, y: 32, width: 24, height: 16))
        withAnimation(.linear(duration: 1)) { h.tap("Flip") }
        h.update()
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 32, y: 32, width: 24, height: 16))
        h.advance(by: 0.5)
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 16, y: 40, width: 24, height: 16))
        h.advance(by: 0.5)
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 0, y: 48, width: 24, height: 16))
    }
}
