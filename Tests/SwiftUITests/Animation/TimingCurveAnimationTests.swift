import Foundation
import XCTest
@testable import SwiftUI

/// Timing-curve animations: a `UnitCurve` over a duration. Apple's documentation: "The `easeInOut`
/// animation has a default duration of 0.35 seconds", likewise `easeIn`; `timingCurve(_:_:_:_:
/// duration:)` is declared with `duration: TimeInterval = 0.35`.
final class TimingCurveAnimationTests: XCTestCase {
    func testEaseInOutIsHalfWayAtHalfItsDefaultDuration() {
        // Half of 0.35 s is 0.175 s; the curve is 0.5 there by symmetry.
        assertClose(covered(.easeInOut, of: 100, at: 0.175), 50)
        assertClose(covered(.easeInOut(duration: 2), of: 100, at: 1), 50)
    }

    func testEaseInFollowsItsCurveOverItsDefaultDuration() {
        // easeIn passes through (0.6575, 0.5) (see UnitCurveTests); 0.6575 of 0.35 s is 0.230125 s.
        assertClose(covered(.easeIn, of: 10, at: 0.230125), 5)
        // easeOut passes through (0.3425, 0.5).
        assertClose(covered(.easeOut(duration: 1), of: 10, at: 0.3425), 5)
    }

    func testLinearCoversTheChangeInProportionToTime() {
        assertClose(covered(.linear(duration: 2), of: 10, at: 0.5), 2.5)
        assertClose(covered(.linear(duration: 2), of: -8, at: 1.5), -6)
    }

    func testTimingCurveWithControlPointsIsThatBezier() {
        // The control points of easeIn, so the same parametric point (0.6575, 0.5).
        assertClose(covered(.timingCurve(0.42, 0, 1, 1, duration: 1), at: 0.6575), 0.5)
        // Default duration 0.35 s: half-way through easeInOut's control points at 0.175 s.
        assertClose(covered(.timingCurve(0.42, 0, 0.58, 1), at: 0.175), 0.5)
        XCTAssertEqual(Animation.timingCurve(.easeInOut, duration: 0.35), .easeInOut)
    }

    func testItStartsAtZeroAndFinishesAtItsDuration() {
        assertClose(covered(.easeInOut, of: 3, at: 0), 0)
        XCTAssertNotNil(covered(.easeInOut, at: 0.349))
        XCTAssertNil(covered(.easeInOut, at: 0.35), "finished once time reaches the duration")
        XCTAssertNil(covered(.linear(duration: 1), at: 5))
    }

    func testVelocityIsTheCurvesSlopeOverTheDuration() {
        let context = AnimationContext<Double>()
        // Linear over 2 s on a change of 10: 5 per second.
        assertClose(Animation.linear(duration: 2).velocity(value: 10.0, time: 0.7, context: context), 5)
        // easeIn at its point (0.6575, 0.5) has slope 1.5 / 1.185 (see UnitCurveTests); over 2 s
        // on a change of 1 that is (1.5 / 1.185) / 2 per second.
        assertClose(Animation.easeIn(duration: 2).velocity(value: 1.0, time: 1.315, context: context), 1.5 / 1.185 / 2)
        XCTAssertNil(Animation.linear(duration: 1).velocity(value: 1.0, time: 1, context: context))
    }

    func testBadDurationsAndTimesFinishAtOnce() {
        // A negative or non-finite duration is 0: the value changes at once.
        XCTAssertNil(covered(.easeIn(duration: -1), at: 0))
        XCTAssertNil(covered(.linear(duration: .nan), at: 0))
        XCTAssertNil(covered(.linear(duration: .infinity), at: 0))
        // A time that is not a number ends the animation; a negative time is the start.
        XCTAssertNil(covered(.linear(duration: 1), at: .nan))
        assertClose(covered(.linear(duration: 1), of: 4, at: -2), 0)
    }

    func testVectorValuesScaleEachComponent() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let change = AnimatablePair(10.0, -20.0)
        let part = Animation.linear(duration: 1).animate(value: change, time: 0.25, context: &context)
        XCTAssertEqual(part?.first ?? .nan, 2.5, accuracy: 1e-12)
        XCTAssertEqual(part?.second ?? .nan, -5, accuracy: 1e-12)
    }
}
