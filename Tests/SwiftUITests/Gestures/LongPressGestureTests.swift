import Foundation
import XCTest
@testable import SwiftUI

/// LongPressGesture on the host's virtual clock: Apple documents it as succeeding once the
/// press has lasted `minimumDuration` (0.5 s by default) without moving `maximumDistance`.
final class LongPressGestureTests: XCTestCase {
    func testItEndsOnceTheMinimumDurationHasPassedWhileStillPressed() {
        var endedAt: Date?
        let start = VirtualClock.shared.now
        let view = Text("Hold").gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in endedAt = VirtualClock.shared.now })
        XCTAssertTrue(host(view, width: 80, height: 16).longPress("Hold", for: 2))
        // It ends at the first frame at or after 0.5 s, not when the finger lifts at 2 s.
        XCTAssertEqual(endedAt?.timeIntervalSince(start) ?? -1, 0.5, accuracy: TerminalHost.frameDuration + 0.001)
    }

    func testAShorterPressDoesNotEndIt() {
        var ended = false
        let view = Text("Hold").onLongPressGesture(minimumDuration: 1) { ended = true }
        XCTAssertTrue(host(view, width: 80, height: 16).longPress("Hold", for: 0.5))
        XCTAssertFalse(ended)
    }

    func testPressingIsReportedAsItStartsAndStops() {
        // onLongPressGesture(perform:onPressingChanged:) hears true as the press starts.
        var pressing: [Bool] = []
        let view = Text("Hold").onLongPressGesture(perform: {}, onPressingChanged: { pressing.append($0) })
        XCTAssertTrue(host(view, width: 80, height: 16).longPress("Hold", for: 1))
        XCTAssertEqual(pressing, [true, false])
    }

    /// A press lifted before `minimumDuration` fails, and pressing still stops: Apple's
    /// `onPressingChanged` "is called when the pressing state of the gesture changes".
    func testPressingStopsWhenThePressIsLiftedTooSoon() {
        var pressing: [Bool] = []
        var performed = false
        let view = Text("Hold").onLongPressGesture(minimumDuration: 1, perform: { performed = true }, onPressingChanged: { pressing.append($0) })
        XCTAssertTrue(host(view, width: 80, height: 16).longPress("Hold", for: 0.25))
        XCTAssertEqual(pressing, [true, false])
        XCTAssertFalse(performed)
    }

    /// A card that is lifted while pressed, through @GestureState.
    struct Pressable: View {
        @GestureState var isPressed = false
        var body: some View {
            Text(isPressed ? "Pressed" : "Idle")
                .gesture(LongPressGesture(minimumDuration: 10).updating($isPressed) { value, state, _ in state = value })
                .accessibilityIdentifier("card")
        }
    }

    func testGestureStateIsTrueDuringThePressAndFalseAfter() {
        let host = host(Pressable(), width: 80, height: 16)
        XCTAssertTrue(host.longPress("card", for: 1))
        XCTAssertTrue(host.bodyEvaluations.filter { $0 == "Pressable" }.count >= 2, "\(host.bodyEvaluations)")
        XCTAssertEqual(host.renderedLines.first?.trimmingCharacters(in: .whitespaces), "Idle")
    }

    func testANegativeDurationIsReported() {
        let host = host(Pressable(), width: 80, height: 16)
        let warnings = collectingWarnings { XCTAssertFalse(host.longPress("card", for: -1)) }
        XCTAssertEqual(warnings, ["The duration of a long press must be a number of seconds, 0 or more."])
    }
}
