import Foundation
import XCTest
@testable import SwiftUI

/// `onKeyPress(_:action:)` and `focusable(_:)`: key presses reach the focused view.
final class KeyPressTests: XCTestCase {
    private struct Game: View {
        @State var x = 0
        @State var outer = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("x \(x)")
                    .focusable()
                    .onKeyPress(.rightArrow) { x += 1; return .handled }
                    .onKeyPress(.leftArrow) { x -= 1; return .handled }
                Text("outer \(outer)")
            }
            .onKeyPress(.space) { outer += 1; return .handled }
            .onKeyPress(.rightArrow) { outer += 100; return .handled }
        }
    }

    /// Apple's docs for `onKeyPress(_:action:)`: the action runs when the key is pressed while
    /// the view has the focus (`focusable()` lets it take it); `.handled` stops the press, and a
    /// key the inner view does not handle goes on to the views around it. Drawn as without them.
    func testTheFocusedViewAndThoseAroundItGetTheKey() {
        let h = TerminalHost(rootView: Game(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "x 0")
        XCTAssertTrue(h.press(.rightArrow))
        XCTAssertTrue(h.press(.rightArrow))
        XCTAssertTrue(h.press(.leftArrow))
        XCTAssertEqual(h.renderedLines.first?.trimmingCharacters(in: .whitespaces), "x 1")
        XCTAssertTrue(h.press(.space))
        XCTAssertEqual(h.renderedLines.last?.trimmingCharacters(in: .whitespaces), "outer 1")
    }

    /// A view that is not focusable (`focusable(false)`, or none at all) gets no key presses.
    func testWithoutFocusNothingHandlesTheKey() {
        let view = Text("idle").focusable(false).onKeyPress(.space) { .handled }
        let h = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 160, height: nil))
        let warnings = collectingWarnings { XCTAssertFalse(h.press(.space)) }
        XCTAssertEqual(warnings.count, 1)
    }
}
