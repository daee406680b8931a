import Foundation
import XCTest
@testable import SwiftUI

/// `Spring` (iOS 17): the damped harmonic oscillator m·x″ + c·x′ + k·(x − target) = 0 from x = 0.
///
/// Conversions from Apple's documentation of `Spring`:
///     Spring(duration: 0.5, bounce: 0.3)            → (mass, stiffness, damping) = (1.0, 157.9, 17.6)
///     Spring(mass: 1, stiffness: 100, damping: 10)  → (duration, bounce) = (0.63, 0.5)
/// which fix stiffness = m·(2π / duration)², damping = 4π·ζ·m / duration, and bounce = 1 − ζ.
/// Expected positions are the closed-form solutions evaluated by hand, shown at each test.
final class SpringTests: XCTestCase {
    func testDurationAndBounceConvertToMassStiffnessAndDamping() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1.0, accuracy: 1e-12)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
    }

    func testMassStiffnessAndDampingConvertToDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(spring.bounce, 0.5, accuracy: 1e-12)
        // ζ = c / (2√(k·m)) = 10 / 20; response = 2π / √(k/m) = 2π / 10.
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 2 * Double.pi / 10, accuracy: 1e-12)
        // And back again.
        XCTAssertEqual(spring.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 10, accuracy: 1e-9)
    }

    func testNegativeBounceIsOverdamped() {
        // Apple: "negative values indicate overdamped springs with a minimum value of -1.0";
        // ζ = 1 / (1 + bounce): −0.5 gives 2.
        let spring = Spring(duration: 1, bounce: -0.5)
        XCTAssertEqual(spring.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(Spring(response: 1, dampingRatio: 0.8).bounce, 0.2, accuracy: 1e-12)
    }

    func testOverdampingIsCriticalUnlessAllowed() {
        // Apple: with allowOverDamping false, over-damped cases "should instead be treated as
        // critically damped". Critical damping for k = 100, m = 1 is 2√100 = 20.
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2, accuracy: 1e-12)
    }

    func testPresets() {
        // Apple: smooth has "no bounce"; snappy's base bounce is 0.15, bouncy's 0.3; their
        // durations default to 0.5; extraBounce is added to the base.
        XCTAssertEqual(Spring.smooth.bounce, 0, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy.bounce, 0.3, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce, 0.4, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy(duration: 0.8).duration, 0.8, accuracy: 1e-12)
        XCTAssertEqual(Spring(), Spring(duration: 0.5, bounce: 0), "init(duration: 0.5, bounce: 0.0) defaults")
    }

    func testCriticallyDampedClosedForm() {
        // ζ = 1, ω = 2π / 1: x(t) = 1 − (1 + ωt)·e^(−ωt). At ωt = 1: 1 − 2/e = 0.26424111765711533.
        // Velocity ω²t·e^(−ωt) = ω/e there: 2π/e = 2.3114546995818435.
        let spring = Spring(duration: 1, bounce: 0)
        let t = 1 / (2 * Double.pi)
        XCTAssertEqual(spring.value(target: 1.0, time: t), 0.26424111765711533, accuracy: 1e-12)
        XCTAssertEqual(spring.velocity(target: 1.0, time: t), 2.3114546995818435, accuracy: 1e-12)
        // With no distance to go and a velocity of 1: x(t) = v₀·t·e^(−ωt) = e^(−1)/(2π).
        XCTAssertEqual(spring.value(target: 0.0, initialVelocity: 1.0, time: t), 0.05854983152431917, accuracy: 1e-12)
    }

    func testUnderdampedClosedFormOvershootsAtHalfAPeriod() {
        // m = 1, k = 100, c = 10: ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75 = 8.660254.
        // x(t) = 1 − e^(−5t)·(cos ω_d t + (5/ω_d)·sin ω_d t). At ω_d·t = π (t = 0.3627598728468436)
        // cos = −1 and sin = 0: x = 1 + e^(−5t) = 1.1630335348215806, the first peak (velocity 0).
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let t = 0.3627598728468436
        XCTAssertEqual(spring.value(target: 1.0, time: t), 1.1630335348215806, accuracy: 1e-12)
        XCTAssertEqual(spring.velocity(target: 1.0, time: t), 0, accuracy: 1e-9)
    }

    func testOverdampedClosedForm() {
        // m = 1, k = 100, c = 25: roots of r² + 25r + 100 are −5 and −20 (ζ = 1.25), so
        // x(t) = 1 − (4/3)e^(−5t) + (1/3)e^(−20t). At t = 0.1: 0.23640421479535972.
        let spring = Spring(mass: 1, stiffness: 100, damping: 25, allowOverDamping: true)
        XCTAssertEqual(spring.value(target: 1.0, time: 0.1), 0.23640421479535972, accuracy: 1e-12)
        // Its velocity (20/3)(e^(−5t) − e^(−20t)) is 0 at the start.
        XCTAssertEqual(spring.velocity(target: 1.0, time: 0), 0, accuracy: 1e-12)
    }

    func testUndampedSpringOscillatesAndItsSettlingIsCapped() {
        // bounce 1 is "undamped oscillation": x(t) = 1 − cos(ωt), ω = 2π / 0.5 = 4π.
        // At t = 0.25, cos π = −1: x = 2. At t = 0.125 the velocity ω·sin(π/2) = 4π.
        let spring = Spring(duration: 0.5, bounce: 1)
        XCTAssertEqual(spring.value(target: 1.0, time: 0.25), 2, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(target: 1.0, time: 0.125), 4 * Double.pi, accuracy: 1e-9)
        // It never settles; the estimate is capped so an animation on it still ends.
        XCTAssertEqual(spring.settlingDuration, Spring.maximumSettlingDuration)
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration, Spring.maximumSettlingDuration)
    }

    func testStartsAtZeroAndApproachesTheTarget() {
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 1, bounce: -0.6)] {
            XCTAssertEqual(spring.value(target: 1.0, time: 0), 0, accuracy: 1e-12)
            XCTAssertEqual(spring.velocity(target: 1.0, time: 0), 0, accuracy: 1e-12)
            XCTAssertEqual(spring.value(target: 1.0, time: 20), 1, accuracy: 1e-6)
        }
    }

    func testNoBounceNeverOvershootsAndBouncyDoes() {
        let times = stride(from: 0.0, through: 3.0, by: 0.001)
        XCTAssertLessThanOrEqual(times.map { Spring.smooth.value(target: 1.0, time: $0) }.max()!, 1 + 1e-12)
        XCTAssertLessThanOrEqual(times.map { Spring(duration: 0.5, bounce: -0.5).value(target: 1.0, time: $0) }.max()!, 1 + 1e-12)
        XCTAssertGreaterThan(times.map { Spring.bouncy.value(target: 1.0, time: $0) }.max()!, 1.01)
    }

    func testSettlingDurationIsWhenItStaysWithinEpsilon() {
        // Apple: settlingDuration "uses a target of 1.0, an initialVelocity of 0, and an epsilon of
        // 0.001". Checked against the definition: within 0.001 of 1 from then on.
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.4)] {
            let settling = spring.settlingDuration
            XCTAssertGreaterThan(settling, 0)
            for t in stride(from: settling, through: settling + 3, by: 0.002) {
                XCTAssertLessThanOrEqual(abs(spring.value(target: 1.0, time: t) - 1), 0.001 + 1e-12, "\(spring) at \(t)")
            }
        }
        // A critically damped spring approaches monotonically: shortly before it has settled, it
        // is still further than 0.001 away.
        let smooth = Spring.smooth
        XCTAssertGreaterThan(abs(smooth.value(target: 1.0, time: smooth.settlingDuration * 0.9) - 1), 0.001)
    }

    func testSettlingDurationInitializer() {
        // Apple: settlingDuration is "the approximate time it will take for the spring to come to rest".
        let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.7)
        XCTAssertEqual(spring.settlingDuration, 1.2, accuracy: 1e-6)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
    }

    func testValueFromOneValueToAnother() {
        let spring = Spring.smooth
        let from = CGPoint(x: 10, y: 20), to = CGPoint(x: 30, y: -20)
        XCTAssertEqual(spring.value(fromValue: from, toValue: to, initialVelocity: .zero, time: 0), from)
        let later = spring.value(fromValue: from, toValue: to, initialVelocity: .zero, time: 30)
        XCTAssertEqual(later.x, 30, accuracy: 1e-6)
        XCTAssertEqual(later.y, -20, accuracy: 1e-6)
        // Critically damped, ω = 4π: at ωt = 1 it has covered 1 − 2/e of the way on both axes.
        let part = spring.value(fromValue: from, toValue: to, initialVelocity: .zero, time: 1 / (4 * Double.pi))
        XCTAssertEqual(part.x, 10 + 20 * 0.26424111765711533, accuracy: 1e-9)
        XCTAssertEqual(part.y, 20 - 40 * 0.26424111765711533, accuracy: 1e-9)
    }

    func testUpdateStepsAreTheSameMotion() {
        // The motion from a state depends only on that state: two steps of 0.05 s land where one
        // step of 0.1 s does, and on the closed-form value.
        let spring = Spring.bouncy
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.05)
        spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.05)
        XCTAssertEqual(value, spring.value(target: 1.0, time: 0.1), accuracy: 1e-12)
        XCTAssertEqual(velocity, spring.velocity(target: 1.0, time: 0.1), accuracy: 1e-9)
    }

    func testBadValuesDoNotCrash() {
        // Apple documents a response of zero as "an infinitely-stiff spring": at the target at once.
        let stiff = Spring(response: 0, dampingRatio: 1)
        XCTAssertEqual(stiff.value(target: 5.0, time: 0.01), 5)
        XCTAssertEqual(stiff.settlingDuration, 0)
        XCTAssertEqual(stiff.stiffness, .infinity)
        // Negative or non-finite responses and non-positive masses are the same here.
        for spring in [Spring(response: -1, dampingRatio: 0.5), Spring(response: .nan, dampingRatio: 0.5),
                       Spring(duration: .infinity, bounce: 0), Spring(mass: -1, stiffness: 10, damping: 1),
                       Spring(mass: 1, stiffness: 0, damping: 1)] {
            XCTAssertEqual(spring.response, 0)
            XCTAssertEqual(spring.value(target: 1.0, time: 0.5), 1)
        }
        // A negative damping ratio is no damping, a bounce beyond ±1 is clamped, NaN is no bounce.
        XCTAssertEqual(Spring(response: 1, dampingRatio: -2).dampingRatio, 0)
        XCTAssertEqual(Spring(duration: 1, bounce: 3).bounce, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 1, bounce: .nan).bounce, 0, accuracy: 1e-12)
        // A bounce of −1 (infinite damping) stays a finite spring.
        let heavy = Spring(duration: 1, bounce: -1)
        XCTAssertTrue(heavy.value(target: 1.0, time: 1).isFinite)
        XCTAssertLessThanOrEqual(heavy.settlingDuration, Spring.maximumSettlingDuration)
        // Times: negative or NaN is the start; infinite is the target.
        XCTAssertEqual(Spring.bouncy.value(target: 1.0, time: -1), 0)
        XCTAssertEqual(Spring.bouncy.value(target: 1.0, time: .nan), 0)
        XCTAssertEqual(Spring.bouncy.value(target: 1.0, time: .infinity), 1)
    }
}
