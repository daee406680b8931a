import Foundation
import XCTest
@testable import SwiftUI

/// `OpacityTransition`, the fade as a `Transition` value.
final class OpacityTransitionTests: XCTestCase {
    private final class Shown: ObservableObject {
        @Published var isOn = false
    }

    private struct Shelf: View {
        @ObservedObject var model: Shown
        var body: some View {
            ZStack {
                Color.clear.frame(width: 64, height: 32)
                if model.isOn {
                    Color.red.frame(width: 32, height: 32).accessibilityIdentifier("square").transition(OpacityTransition())
                }
            }
        }
    }

    /// Apple's docs for `OpacityTransition`: the view fades in when inserted (from opacity 0 to
    /// 1; with a one-second linear animation, 0.25 after a quarter second) without moving, and
    /// fades out when removed. It does not move the view (`properties.hasMotion` is false).
    func testFadesInWithoutMoving() {
        let model = Shown()
        let h = host(Shelf(model: model), width: 64, height: 32)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        h.update()
        let square = { h.displayList.items.first { $0.identifier == "square" } }
        XCTAssertNil(square(), "fully transparent at first: nothing is drawn")
        h.advance(by: 0.25)
        XCTAssertEqual(square()?.opacity ?? -1, 0.25, accuracy: 1e-9)
        assertFrame(h.frame(ofIdentifier: "square"), CGRect(x: 16, y: 0, width: 32, height: 32))
        h.advance(by: 0.75)
        XCTAssertEqual(square()?.opacity ?? -1, 1, accuracy: 1e-9)
        XCTAssertFalse(OpacityTransition.properties.hasMotion)
    }
}
