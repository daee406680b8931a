import Foundation
import XCTest
@testable import SwiftUI

/// `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`.
///
/// Apple's documentation: `delay` "delays the start of the animation by the specified number of
/// seconds"; `speed` changes "the duration of the animation by a factor of `speed`… a one-second
/// animation with a speed of `2.0` completes in half the time"; for `repeatCount`, "autoreverse
/// counts towards the `repeatCount`. For instance, a `repeatCount` of one plays the animation
/// forward once, but it doesn't play in reverse even if `autoreverse` is `true`. When
/// `autoreverse` is `true` and `repeatCount` is `2`, the animation moves forward, then reverses,
/// then stops", and "each repeated sequence starts at the beginning when `autoreverse` is `false`".
/// Expected values below are the linear curve's, value × time / duration.
final class AnimationModifierTests: XCTestCase {
    private let oneSecond = Animation.linear(duration: 1)

    func testDelayHoldsAtTheStartThenRunsTheBase() {
        let delayed = oneSecond.delay(0.5)
        assertClose(covered(delayed, of: 10, at: 0), 0)
        assertClose(covered(delayed, of: 10, at: 0.49), 0)
        assertClose(covered(delayed, of: 10, at: 1.0), 5)
        XCTAssertNil(covered(delayed, of: 10, at: 1.5), "finished at delay + duration")
        assertClose(delayed.velocity(value: 10.0, time: 0.2, context: AnimationContext()), 0)
        assertClose(delayed.velocity(value: 10.0, time: 0.7, context: AnimationContext()), 10)
    }

    func testDelayOfASpringDelaysItsMotion() {
        let t = 1 / (4 * Double.pi)
        assertClose(covered(Animation.spring.delay(2), at: 2 + t), 0.26424111765711533, accuracy: 1e-12)
    }

    func testSpeedDividesTheDuration() {
        assertClose(covered(oneSecond.speed(2), of: 10, at: 0.25), 5)
        XCTAssertNil(covered(oneSecond.speed(2), at: 0.5), "Apple: completes in half a second")
        // "a one-second animation with a speed of 0.25 takes four seconds to complete".
        assertClose(covered(oneSecond.speed(0.25), of: 10, at: 2), 5)
        XCTAssertNotNil(covered(oneSecond.speed(0.25), at: 3.99))
        XCTAssertNil(covered(oneSecond.speed(0.25), at: 4))
        // At twice the speed the value changes twice as fast.
        assertClose(oneSecond.speed(2).velocity(value: 10.0, time: 0.1, context: AnimationContext()), 20)
    }

    func testSpeedOfZeroOrLessFinishesAtOnce() {
        for speed in [0, -1, .nan, .infinity] {
            XCTAssertNil(covered(oneSecond.speed(speed), at: 0), "speed \(speed)")
            XCTAssertNil(covered(Animation.spring.speed(speed), at: 0.1), "speed \(speed)")
        }
    }

    func testAutoreversingRepeatGoesForwardThenBackThenStops() {
        let twice = oneSecond.repeatCount(2, autoreverses: true)
        assertClose(covered(twice, of: 10, at: 0.5), 5)
        assertClose(covered(twice, of: 10, at: 0.9), 9)
        // Second leg runs back towards the start: 10 − 10·0.25 at 1.25 s, 10 − 10·0.75 at 1.75 s.
        assertClose(covered(twice, of: 10, at: 1.25), 7.5)
        assertClose(covered(twice, of: 10, at: 1.75), 2.5)
        XCTAssertNil(covered(twice, of: 10, at: 2), "stops after two legs; the value is then shown at its end")
        // Backwards, the velocity is negative.
        assertClose(twice.velocity(value: 10.0, time: 1.5, context: AnimationContext()), -10)
    }

    func testRepeatCountOfOneDoesNotReverse() {
        let once = oneSecond.repeatCount(1, autoreverses: true)
        assertClose(covered(once, of: 10, at: 0.5), 5)
        XCTAssertNil(covered(once, of: 10, at: 1))
    }

    func testRepeatWithoutAutoreverseStartsEachLegAtTheBeginning() {
        let thrice = oneSecond.repeatCount(3, autoreverses: false)
        assertClose(covered(thrice, of: 10, at: 1.25), 2.5)
        assertClose(covered(thrice, of: 10, at: 2.75), 7.5)
        XCTAssertNil(covered(thrice, of: 10, at: 3))
    }

    func testRepeatingASpringRepeatsItsSettling() {
        // Each leg lasts as long as the spring takes to settle; the second leg runs back.
        let settling = Spring.smooth.settlingDuration(target: 1.0, epsilon: SpringAnimation.settlingEpsilon)
        let twice = Animation.smooth.repeatCount(2, autoreverses: true)
        let t = 1 / (4 * Double.pi)
        assertClose(covered(twice, at: t), 0.26424111765711533, accuracy: 1e-9)
        assertClose(covered(twice, at: settling + t), 1 - 0.26424111765711533, accuracy: 1e-6)
        XCTAssertNil(covered(twice, at: 2 * settling + 0.001))
    }

    func testRepeatForeverNeverFinishes() {
        let forever = oneSecond.repeatForever(autoreverses: true)
        // Leg 1000 is forward (even), leg 1001 backward.
        assertClose(covered(forever, of: 10, at: 1000.25), 2.5, accuracy: 1e-6)
        assertClose(covered(forever, of: 10, at: 1001.25), 7.5, accuracy: 1e-6)
        assertClose(covered(oneSecond.repeatForever(autoreverses: false), of: 10, at: 1_000_000.5), 5, accuracy: 1e-6)
        XCTAssertNotNil(covered(forever, at: 1e12))
        // It can only be ended by a time it cannot place: the engine bounds it.
        XCTAssertNil(covered(forever, at: .infinity))
        XCTAssertNil(covered(forever, at: .nan))
    }

    func testRepeatKeepsItsLegAcrossFramesInOneContext() {
        var context = AnimationContext<Double>()
        let twice = oneSecond.repeatCount(2, autoreverses: true)
        var samples: [Double] = []
        for frame in 0..<8 {
            samples.append(twice.animate(value: 8.0, time: Double(frame) * 0.25, context: &context) ?? .nan)
        }
        XCTAssertEqual(samples, [0, 2, 4, 6, 8, 6, 4, 2])
        XCTAssertNil(twice.animate(value: 8.0, time: 2, context: &context))
    }

    func testBadModifierValues() {
        // A negative or infinite delay is no delay; a count below 1 plays nothing.
        assertClose(covered(oneSecond.delay(-3), of: 10, at: 0.5), 5)
        assertClose(covered(oneSecond.delay(.infinity), of: 10, at: 0.5), 5)
        XCTAssertNil(covered(oneSecond.delay(1), at: .nan))
        XCTAssertNil(covered(oneSecond.repeatCount(0), at: 0))
        XCTAssertNil(covered(oneSecond.repeatCount(-2), at: 0))
        // A base that finishes at once repeats into nothing, even for ever, rather than hanging.
        XCTAssertNil(covered(Animation.linear(duration: 0).repeatForever(), at: 0.5))
        XCTAssertNil(covered(Animation.spring(response: 0, dampingFraction: 1).repeatCount(3), at: 0.5))
    }

    func testModifiedAnimationsCompareByValue() {
        XCTAssertEqual(Animation.easeIn.delay(1), Animation.easeIn.delay(1))
        XCTAssertNotEqual(Animation.easeIn.delay(1), Animation.easeIn.delay(2))
        XCTAssertNotEqual(Animation.easeIn.speed(2), Animation.easeOut.speed(2))
        XCTAssertEqual(Set([Animation.easeIn.repeatForever(), .easeIn.repeatForever(), .easeIn.repeatCount(2)]).count, 2)
    }
}
