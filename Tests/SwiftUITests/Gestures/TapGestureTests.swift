import Foundation
import XCTest
@testable import SwiftUI

/// Taps reach `onTapGesture` through `host.tap`, found by identifier or text, and compete as
/// Apple's "Composing SwiftUI gestures" and the `gesture(_:including:)`,
/// `highPriorityGesture` and `simultaneousGesture` pages document.
final class TapGestureTests: XCTestCase {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Tap me").onTapGesture { count += 1 }
                Text("\(count)").accessibilityIdentifier("count")
            }
        }
    }

    func testTapByTextRunsTheActionAndUpdates() {
        let host = host(Counter(), width: 80, height: 32)
        XCTAssertTrue(host.tap("Tap me"))
        XCTAssertTrue(host.tap("Tap me"))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "2")
        XCTAssertTrue(host.bodyEvaluations.contains("Counter"))
    }

    func testTapByIdentifierOnAShape() {
        // A Shape is hit by its frame (the brief's rule; SwiftUI hit-tests its path).
        var taps = 0
        let host = host(Rectangle().frame(width: 40, height: 16).onTapGesture { taps += 1 }.accessibilityIdentifier("box"), width: 80, height: 32)
        XCTAssertTrue(host.tap("box"))
        XCTAssertEqual(taps, 1)
    }

    func testButtonsStillTapAsBefore() {
        var log: [String] = []
        let view = VStack { Button("Add") { log.append("button") } }.onTapGesture { log.append("gesture") }
        let host = host(view, width: 80, height: 32)
        XCTAssertTrue(host.tap("Add"))
        XCTAssertEqual(log, ["button"])
    }

    func testTheTapLocationIsInTheViewsOwnSpace() {
        // iOS 17's onTapGesture(coordinateSpace:perform:) reports the location in the local space.
        var location: CGPoint?
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 80, height: 16)
            Color.red.frame(width: 40, height: 32).onTapGesture { location = $0 }.accessibilityIdentifier("red")
        }
        let host = host(view, width: 80, height: 48)
        XCTAssertTrue(host.tap("red"))
        XCTAssertEqual(location, CGPoint(x: 20, y: 16))
    }

    func testAChildsGestureWinsOverItsParents() {
        // "SwiftUI gives precedence to the child's gesture" unless the parent's is high-priority.
        var log: [String] = []
        let view = Text("Inner").onTapGesture { log.append("child") }.onTapGesture { log.append("parent") }
        XCTAssertTrue(host(view, width: 80, height: 16).tap("Inner"))
        XCTAssertEqual(log, ["child"])
    }

    func testAHighPriorityParentGestureWins() {
        var log: [String] = []
        let view = Text("Inner").onTapGesture { log.append("child") }
            .highPriorityGesture(TapGesture().onEnded { log.append("parent") })
        XCTAssertTrue(host(view, width: 80, height: 16).tap("Inner"))
        XCTAssertEqual(log, ["parent"])
    }

    func testASimultaneousParentGestureRunsToo() {
        var log: [String] = []
        let view = Text("Inner").onTapGesture { log.append("child") }
            .simultaneousGesture(TapGesture().onEnded { log.append("parent") })
        XCTAssertTrue(host(view, width: 80, height: 16).tap("Inner"))
        XCTAssertEqual(log.sorted(), ["child", "parent"])
    }

    func testAMaskOfGestureOnlyTurnsOffTheSubviewsGestures() {
        // GestureMask.gesture: "Enable the added gesture but disable all gestures in the subview hierarchy."
        var log: [String] = []
        let view = Text("Inner").onTapGesture { log.append("child") }
            .gesture(TapGesture().onEnded { log.append("parent") }, including: .gesture)
        XCTAssertTrue(host(view, width: 80, height: 16).tap("Inner"))
        XCTAssertEqual(log, ["parent"])
    }

    // Taps of a multiple-tap gesture must follow each other within UIKit's tap recognizer's
    // maximum interval between successive taps, 0.35 s (`UITapRecognizer`'s default, which
    // `onTapGesture(count:)` relies on); two `host.tap` calls with no time between them do.

    func testTwoQuickTapsRunADoubleTapGesture() {
        var taps = 0
        let host = host(Text("Photo").onTapGesture(count: 2) { taps += 1 }, width: 80, height: 16)
        XCTAssertTrue(host.tap("Photo"))
        XCTAssertEqual(taps, 0, "one tap is not a double tap")
        XCTAssertTrue(host.tap("Photo"))
        XCTAssertEqual(taps, 1)
    }

    func testTapsFurtherApartThanTheIntervalAreNotADoubleTap() {
        var taps = 0
        let host = host(Text("Photo").onTapGesture(count: 2) { taps += 1 }, width: 80, height: 16)
        host.tap("Photo")
        host.advance(by: 0.4)
        host.tap("Photo")
        XCTAssertEqual(taps, 0)
        host.tap("Photo")
        XCTAssertEqual(taps, 1, "the second and third taps are quick enough")
    }

    func testTapsOnTwoViewsAreNotADoubleTapOfEither() {
        // A touch reaches the gestures of the view under it: the second tap, on another view,
        // is not the second tap of the first view's gesture.
        var log: [String] = []
        let view = VStack(spacing: 0) {
            Text("A").onTapGesture(count: 2) { log.append("A") }
            Text("B").onTapGesture(count: 2) { log.append("B") }
        }
        let host = host(view, width: 80, height: 32)
        host.tap("A")
        host.tap("B")
        XCTAssertEqual(log, [])
        host.tap("B")
        XCTAssertEqual(log, ["B"])
    }

    func testADoubleTapBeforeASingleTapWinsAndTheSingleTapWaitsForIt() {
        // The gesture attached first is the innermost and is asked first; one behind it is
        // heard only once it has failed (UIKit's `require(toFail:)`, the usual way to tell a
        // single tap from a double tap). So the single tap runs when the interval has passed
        // without a second tap, and not at all after a double tap.
        var log: [String] = []
        let view = Text("Photo").onTapGesture(count: 2) { log.append("double") }.onTapGesture { log.append("single") }
        let host = host(view, width: 80, height: 16)
        XCTAssertTrue(host.tap("Photo"))
        XCTAssertEqual(log, [], "the single tap waits to see whether a second tap comes")
        host.advance(by: 0.35)
        XCTAssertEqual(log, ["single"])
        log = []
        host.tap("Photo")
        host.tap("Photo")
        host.advance(by: 1)
        XCTAssertEqual(log, ["double"], "a double tap is not also a single tap")
    }

    func testASingleTapBeforeADoubleTapTakesEveryTap() {
        // The other order: the single tap is asked first and recognizes each tap at once, so
        // the double tap is never heard (why the higher count goes first).
        var log: [String] = []
        let view = Text("Photo").onTapGesture { log.append("single") }.onTapGesture(count: 2) { log.append("double") }
        let host = host(view, width: 80, height: 16)
        host.tap("Photo")
        host.tap("Photo")
        host.advance(by: 1)
        XCTAssertEqual(log, ["single", "single"])
    }

    func testHitTestingOffLetsTheTapThroughToTheViewBehind() {
        var log: [String] = []
        let view = ZStack {
            Color.red.frame(width: 40, height: 16).onTapGesture { log.append("behind") }
            Text("Front").onTapGesture { log.append("front") }.allowsHitTesting(false)
        }
        XCTAssertTrue(host(view, width: 40, height: 16).tap("Front"))
        XCTAssertEqual(log, ["behind"])
    }

    func testAContentShapeMakesTheGapBetweenSubviewsHittable() {
        // Without a content shape, an HStack's Spacer draws nothing and is not hit.
        var taps = 0
        let row = HStack(spacing: 0) { Text("A"); Spacer(); Text("B") }.frame(width: 80)
        let plain = host(row.onTapGesture { taps += 1 }.accessibilityIdentifier("row"), width: 80, height: 16)
        let warnings = collectingWarnings { XCTAssertFalse(plain.tap("row")) }
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(warnings.count, 1)
        let shaped = host(row.contentShape(Rectangle()).onTapGesture { taps += 1 }.accessibilityIdentifier("row"), width: 80, height: 16)
        XCTAssertTrue(shaped.tap("row"))
        XCTAssertEqual(taps, 1)
    }

    func testATapReachesAViewInFrontOfItsContainersBackground() {
        // Apple's background(_:alignment:): "Layers the given view behind this view", and a
        // touch reaches the frontmost view drawn under it, so a row's coloured background does
        // not take the taps meant for a cell inside it; it is hit only where the cell is not.
        var log: [String] = []
        let row = HStack(spacing: 0) {
            Text("Cell").onTapGesture { log.append("cell") }
            Spacer()
        }
        .frame(width: 80)
        let view = row.background(Color.gray.onTapGesture { log.append("row") }.accessibilityIdentifier("row"))
        let host = host(view, width: 80, height: 16)
        XCTAssertTrue(host.tap("Cell"))
        XCTAssertTrue(host.tap("row"))
        XCTAssertEqual(log, ["cell", "row"])
    }

    func testATapReachesAViewInFrontOfABackgroundPreferenceValue() {
        // backgroundPreferenceValue layers its view behind, as background does.
        var taps = 0
        let view = Text("Cell").onTapGesture { taps += 1 }
            .backgroundPreferenceValue(TapCountKey.self) { _ in Color.gray }
        XCTAssertTrue(host(view, width: 80, height: 16).tap("Cell"))
        XCTAssertEqual(taps, 1)
    }

    func testADisabledViewsGestureDoesNotRun() {
        var taps = 0
        let host = host(Text("Off").onTapGesture { taps += 1 }.disabled(true), width: 80, height: 16)
        _ = collectingWarnings { host.tap("Off") }
        XCTAssertEqual(taps, 0)
    }
}

private struct TapCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
