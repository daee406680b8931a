import XCTest
@testable import SwiftUI

/// Keyframes (iOS 17): `KeyframeTimeline` and `keyframeAnimator`. The rules are Apple's
/// documentation: tracks play at once, each keyframe in turn takes its track from where the
/// previous one ended to its own value over its duration; a `MoveKeyframe` jumps; the animator
/// "will remain at the end value, which becomes the initial value for the next animation".
/// Numbers follow from linear keyframes unless a test says otherwise.
final class KeyframeTests: XCTestCase {
    private struct Motion {
        var x = 0.0
        var y = 0.0
    }

    func testLinearKeyframesPlayOneAfterAnotherAndHoldTheLastValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0), 0)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 20, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 3), 30, "after the end, the last keyframe's value")
        XCTAssertEqual(timeline.value(progress: 0.25), 5, accuracy: 1e-9)
    }

    func testATimingCurvePacesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 1, timingCurve: .easeIn) }
        XCTAssertEqual(timeline.value(time: 0.5), 100 * UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
        XCTAssertLessThan(timeline.value(time: 0.5), 50, "ease-in is behind a straight line halfway")
    }

    func testAMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 55, accuracy: 1e-9)
    }

    func testTracksPlayTogetherAndTheTimelineLastsAsLongAsTheLongest() {
        let timeline = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\Motion.x) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\Motion.y) { LinearKeyframe(40, duration: 2) }
        }
        XCTAssertEqual(timeline.duration, 2)
        let halfway = timeline.value(time: 1)
        XCTAssertEqual(halfway.x, 10, accuracy: 1e-9)
        XCTAssertEqual(halfway.y, 20, accuracy: 1e-9)
    }

    func testACubicKeyframeIsSmoothThroughItsNeighbours() {
        // One cubic keyframe on its own starts and ends at rest: a smooth step,
        // 3t² − 2t³ of the way (cubic Hermite interpolation with zero velocities).
        let alone = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1) }
        XCTAssertEqual(alone.value(time: 0.25), 10 * (3 * 0.0625 - 2 * 0.015625), accuracy: 1e-9)
        XCTAssertEqual(alone.value(time: 0.5), 5, accuracy: 1e-9)
        // Between 0 → 10 → 30, the velocity at 10 is that of a Catmull-Rom spline,
        // (30 − 0) / 2 s = 15 per second; halfway through the first segment the Hermite curve
        // gives 0.5·10 − 0.125·15 = 3.125.
        let two = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        XCTAssertEqual(two.value(time: 0.5), 3.125, accuracy: 1e-9)
        XCTAssertEqual(two.value(time: 1), 10, accuracy: 1e-9, "it passes through its keyframes")
    }

    func testASpringKeyframeFollowsItsSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 10.0) { SpringKeyframe(20.0, duration: 1, spring: spring) }
        for time in [0.1, 0.3, 0.6] {
            XCTAssertEqual(timeline.value(time: time), 10 + spring.value(target: 10.0, time: time), accuracy: 1e-9)
        }
        XCTAssertEqual(timeline.duration, 1)
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        XCTAssertEqual(settling.duration, spring.settlingDuration, "with no duration, until the spring settles")
    }

    func testBadDurationsTakeNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: -1)
            LinearKeyframe(20.0, duration: .nan)
        }
        XCTAssertEqual(timeline.duration, 0)
        XCTAssertEqual(timeline.value(time: 0), 20)
    }

    // MARK: The animator

    private struct Bell: View {
        @State var rings = 0
        let keyframes: (Double) -> _KeyframeTracks<Double>

        var body: some View {
            VStack(spacing: 0) {
                Button("Ring") { rings += 1 }
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 200, height: 16)
                    Color.red.frame(width: 16, height: 16).accessibilityIdentifier("dot")
                        .keyframeAnimator(initialValue: 0.0, trigger: rings) { content, x in
                            content.offset(x: x)
                        } keyframes: { keyframes($0) }
                }
            }
        }
    }

    private func x(_ host: TerminalHost, after seconds: Double) -> CGFloat? {
        host.advance(by: seconds)
        return host.frame(ofIdentifier: "dot")?.minX
    }

    func testATriggerPlaysTheKeyframesOnceAndTheValueStaysAtTheEnd() {
        let host = host(Bell { _ in
            KeyframesBuilder.buildExpression(KeyframeTrack { LinearKeyframe(40.0, duration: 1); LinearKeyframe(20.0, duration: 1) })
        }, width: 200, height: 48)
        let start = host.frame(ofIdentifier: "dot")?.minX ?? -1
        XCTAssertEqual(x(host, after: 1), start, "nothing plays before the trigger changes")
        XCTAssertTrue(host.tap("Ring"))
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 20)
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 40)
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 30)
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 20)
        XCTAssertEqual(x(host, after: 1).map { $0 - start }, 20, "it stays at the end value")
        XCTAssertFalse(host.isAnimating)
    }

    func testTheNextRunStartsFromWhereTheLastEnded() {
        let host = host(Bell { value in
            KeyframesBuilder.buildExpression(KeyframeTrack { LinearKeyframe(value + 40, duration: 1) })
        }, width: 200, height: 48)
        let start = host.frame(ofIdentifier: "dot")?.minX ?? -1
        XCTAssertTrue(host.tap("Ring"))
        XCTAssertEqual(x(host, after: 1).map { $0 - start }, 40)
        XCTAssertTrue(host.tap("Ring"))
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 60)
        XCTAssertEqual(x(host, after: 0.5).map { $0 - start }, 80)
    }

    func testWithoutATriggerTheKeyframesRepeatFromTheInitialValue() {
        struct Pulse: View {
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 200, height: 16)
                    Color.red.frame(width: 16, height: 16).accessibilityIdentifier("dot")
                        .keyframeAnimator(initialValue: 0.0) { content, x in content.offset(x: x) } keyframes: { _ in
                            LinearKeyframe(40.0, duration: 1)
                        }
                }
            }
        }
        let host = host(Pulse(), width: 200, height: 16)
        XCTAssertEqual(x(host, after: 0.5), 20)
        XCTAssertEqual(x(host, after: 0.25), 30)
        // The run ends at 1 s and the next begins at the following frame (1/60 s later), from
        // 0 again: at 1.5 s it is about 20 once more.
        XCTAssertEqual(x(host, after: 0.75) ?? -1, 20, accuracy: 40.0 / 60, "the second time round starts again from 0")
        XCTAssertTrue(host.isAnimating)
    }
}
