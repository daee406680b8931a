import Foundation
import XCTest
@testable import SwiftUI

/// The view system: builders, conditional content, ForEach, AnyView, Group and custom modifiers.
/// Each case counts the views that reach the layout (each square is 10 wide, spacing 0).
final class ViewBuilderTests: XCTestCase {
    private func square(_ id: String) -> some View {
        Color.gray.frame(width: 10, height: 10).accessibilityIdentifier(id)
    }

    private func width<V: View>(@ViewBuilder _ content: () -> V) -> CGFloat {
        host(HStack(spacing: 0, content: content), width: 500, height: 100).size.width
    }

    func testIfElseChoosesOneBranch() {
        for flag in [true, false] {
            let h = host(HStack(spacing: 0) {
                if flag { square("yes") } else { square("no"); square("no2") }
            }, width: 500, height: 100)
            XCTAssertEqual(h.frame(ofIdentifier: "yes") != nil, flag)
            XCTAssertEqual(h.size.width, flag ? 10 : 20)
        }
    }

    func testIfLetAndSwitch() {
        let name: String? = "a"
        let missing: String? = nil
        XCTAssertEqual(width { if let name { square(name) }; if let missing { square(missing) } }, 10)
        for value in 0..<3 {
            let w = width {
                switch value {
                case 0: square("zero")
                case 1: square("one"); square("one-b")
                default: EmptyView()
                }
            }
            XCTAssertEqual(w, [10, 20, 0][value])
        }
    }

    func testManyChildren() {
        XCTAssertEqual(width {
            square("1"); square("2"); square("3"); square("4"); square("5"); square("6")
            square("7"); square("8"); square("9"); square("10"); square("11"); square("12")
        }, 120)
    }

    struct Item: Identifiable { let id: Int }

    func testForEachOverRangesKeyPathsAndIdentifiableData() {
        XCTAssertEqual(width { ForEach(0..<4) { self.square("r\($0)") } }, 40)
        XCTAssertEqual(width { ForEach(["a", "b"], id: \.self) { self.square($0) } }, 20)
        XCTAssertEqual(width { ForEach([Item(id: 1), Item(id: 2), Item(id: 3)]) { self.square("i\($0.id)") } }, 30)
    }

    func testAnyViewErasesButLaysOutTheSame() {
        let views: [AnyView] = [AnyView(square("a")), AnyView(HStack(spacing: 0) { square("b"); square("c") })]
        XCTAssertEqual(width { ForEach(0..<2) { views[$0] } }, 30)
        XCTAssertEqual(width { AnyView(AnyView(square("nested"))) }, 10)
    }

    /// SwiftUI applies a modifier on a Group to each of its children.
    func testGroupModifierAppliesToEachChild() {
        XCTAssertEqual(width { Group { square("a"); square("b") }.padding(5) }, 40)
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(2).background(Color.blue)
        }
    }

    func testCustomViewModifierWrapsItsContent() {
        let h = host(square("inner").modifier(Card()).modifier(Card()), width: 500, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 18, height: 18))
        XCTAssertEqual(h.frame(ofIdentifier: "inner")?.origin, CGPoint(x: 4, y: 4))
    }

    struct Counter: View {
        var count: Int
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    func testCompositeViewsExpandTheirBody() {
        XCTAssertEqual(host(Counter(count: 3), width: 500, height: 100).size, CGSize(width: 30, height: 10))
    }

    /// Several views at the root are stacked like a VStack, as SwiftUI's root does.
    func testSeveralRootViewsStackVertically() {
        let h = host(Group { square("top"); square("bottom") }, width: 100, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 10, height: 28))
    }
}
