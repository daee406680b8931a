import Foundation
import XCTest
@testable import SwiftUI

/// `host.drag` moves a simulated finger in `TerminalHost.dragSteps` steps, one frame (1/60 s)
/// apart, so the values below follow from DragGesture.Value's documented meaning.
final class DragGestureTests: XCTestCase {
    func testOnChangedRunsForEachStepPastTheMinimumDistanceThenOnEnded() {
        // DragGesture(minimumDistance: 10) is recognized once the finger has moved 10 points:
        // steps of 40/8 = 5 points reach it at the second step, leaving 7 changes.
        var changes: [CGSize] = []
        var ended: DragGesture.Value?
        let view = Color.red.frame(width: 80, height: 16)
            .gesture(DragGesture().onChanged { changes.append($0.translation) }.onEnded { ended = $0 })
            .accessibilityIdentifier("pad")
        let host = host(view, width: 80, height: 16)
        XCTAssertTrue(host.drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 40, y: 8)))
        XCTAssertEqual(changes.count, 7)
        XCTAssertEqual(changes.first, CGSize(width: 10, height: 0))
        XCTAssertEqual(changes.last, CGSize(width: 40, height: 0))
        XCTAssertEqual(ended?.startLocation, CGPoint(x: 0, y: 8))
        XCTAssertEqual(ended?.location, CGPoint(x: 40, y: 8))
    }

    func testVelocityAndPredictedEnd() {
        // 5 points a frame at 60 frames a second is 300 points a second; the projection is
        // velocity / 1000 × 0.998 / 0.002 = 0.499 × velocity beyond the location.
        var ended: DragGesture.Value?
        let view = Color.red.frame(width: 80, height: 16).gesture(DragGesture().onEnded { ended = $0 }).accessibilityIdentifier("pad")
        _ = host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 40, y: 8))
        XCTAssertEqual(ended?.velocity.width ?? 0, 300, accuracy: 0.5)
        XCTAssertEqual(ended?.predictedEndTranslation.width ?? 0, 40 + 0.499 * 300, accuracy: 0.5)
    }

    func testADragShorterThanTheMinimumDistanceIsNotRecognized() {
        var ended = false
        let view = Color.red.frame(width: 80, height: 16).gesture(DragGesture(minimumDistance: 20).onEnded { _ in ended = true }).accessibilityIdentifier("pad")
        XCTAssertTrue(host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 16, y: 8)))
        XCTAssertFalse(ended)
    }

    func testGlobalCoordinateSpace() {
        var start: CGPoint?
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 80, height: 16)
            Color.red.frame(width: 80, height: 16)
                .gesture(DragGesture(coordinateSpace: .global).onEnded { start = $0.startLocation }).accessibilityIdentifier("pad")
        }
        _ = host(view, width: 80, height: 32).drag("pad", from: CGPoint(x: 4, y: 4), to: CGPoint(x: 60, y: 4))
        XCTAssertEqual(start, CGPoint(x: 4, y: 20))
    }

    /// What a card's body saw, one value each time it ran.
    final class Log { var offsets: [CGFloat] = [] }

    /// A card that follows the finger while dragged, through @GestureState, and springs back.
    struct Card: View {
        let log: Log
        @GestureState var offset = CGSize.zero
        var body: some View {
            let _ = log.offsets.append(offset.width)
            Text("Card")
                .offset(x: offset.width)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .accessibilityIdentifier("card")
        }
    }

    func testGestureStateFollowsTheDragAndResetsAtTheEnd() {
        // Apple's GestureState: updated while the gesture is active, and it "resets to its
        // initial state when the gesture ends".
        let log = Log()
        let host = host(Card(log: log), width: 120, height: 16)
        XCTAssertTrue(host.drag("card", from: CGPoint(x: 2, y: 8), to: CGPoint(x: 42, y: 8)))
        XCTAssertEqual(log.offsets.first, 0)
        XCTAssertTrue(log.offsets.contains(40), "the body saw the whole translation: \(log.offsets)")
        XCTAssertEqual(log.offsets.filter { $0 > 0 }.count, 7, "one update per step past the minimum distance: \(log.offsets)")
        XCTAssertEqual(log.offsets.last, 0)
        XCTAssertEqual(host.frame(ofIdentifier: "card")?.minX, 0)
    }

    func testAResetTransactionAnimatesTheWayBack() {
        // GestureState(wrappedValue:resetTransaction:): the reset is made in that transaction.
        struct Springy: View {
            @GestureState(wrappedValue: CGFloat.zero, resetTransaction: Transaction(animation: .linear(duration: 1))) var offset
            var body: some View {
                Text("Card").offset(x: offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
                    .accessibilityIdentifier("card")
            }
        }
        let host = host(Springy(), width: 120, height: 16)
        XCTAssertTrue(host.drag("card", from: CGPoint(x: 2, y: 8), to: CGPoint(x: 42, y: 8)))
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofIdentifier: "card")?.minX ?? 0, 20, accuracy: 1)
        host.advance(by: 0.6)
        XCTAssertEqual(host.frame(ofIdentifier: "card")?.minX, 0)
    }

    func testDraggingANameThatIsNotThereNamesTheViewsThatAre() {
        let host = host(Card(log: Log()), width: 120, height: 16)
        let warnings = collectingWarnings { XCTAssertFalse(host.drag("knob", from: .zero, to: CGPoint(x: 10, y: 0))) }
        XCTAssertEqual(warnings, ["No view named \"knob\" was found; views named: \"card\"."])
    }

    func testAStartOutsideTheViewIsReported() {
        let host = host(Card(log: Log()), width: 120, height: 16)
        let warnings = collectingWarnings { XCTAssertFalse(host.drag("card", from: CGPoint(x: 50, y: 0), to: .zero)) }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("is outside \"card\", whose size is 32×16"), warnings[0])
    }

    func testAViewNotShownCannotBeDragged() {
        // ViewThatFits places only the first view that fits; the other is not shown.
        let view = ViewThatFits {
            Text("Wide text that does not fit").gesture(DragGesture()).accessibilityIdentifier("wide")
            Text("Short").gesture(DragGesture())
        }
        let host = host(view, width: 48, height: 16)
        let warnings = collectingWarnings { XCTAssertFalse(host.drag("wide", from: .zero, to: CGPoint(x: 20, y: 0))) }
        XCTAssertEqual(warnings, ["\"wide\" is not shown, so it cannot be reached."])
    }
}
