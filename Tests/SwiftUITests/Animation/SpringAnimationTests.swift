import Foundation
import XCTest
@testable import SwiftUI

/// Spring animations. Apple's documentation: `spring(duration:bounce:blendDuration:)` defaults
/// 0.5 / 0.0 / 0; `spring(response:dampingFraction:blendDuration:)` 0.5 / 0.825 / 0;
/// `interactiveSpring(response:dampingFraction:blendDuration:)` 0.15 / 0.86 / 0.25;
/// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` mass 1.0, velocity 0.0;
/// `Animation.default` is "`spring(response:dampingFraction:blendDuration:)` with `response` equal
/// to `0.55`, `dampingFraction` equal to `1.0`, `blendDuration` equal to `0.0`" since iOS 17.
final class SpringAnimationTests: XCTestCase {
    func testDefaultSpringIsHalfASecondWithNoBounce() {
        // Critically damped with ω = 2π / 0.5 = 4π: at ωt = 1 it has covered 1 − 2/e.
        let t = 1 / (4 * Double.pi)
        assertClose(covered(.spring, at: t), 0.26424111765711533, accuracy: 1e-12)
        assertClose(covered(.spring(), at: t), 0.26424111765711533, accuracy: 1e-12)
        assertClose(covered(.smooth, at: t), 0.26424111765711533, accuracy: 1e-12)
    }

    func testDefaultAnimationIsACriticallyDampedSpringOfResponse055() {
        // ω = 2π / 0.55; at ωt = 1 (t = 0.08753521870054244) a critically damped spring has
        // covered 1 − 2/e of the change.
        assertClose(covered(.default, of: 10, at: 0.08753521870054244), 2.6424111765711533, accuracy: 1e-11)
        XCTAssertLessThanOrEqual(trace(.default).max()!, 1 + 1e-12, "no bounce")
    }

    func testResponseAndDampingFractionDefaults() {
        XCTAssertEqual(Animation.spring(response: 0.5, dampingFraction: 0.825), .spring(Spring(response: 0.5, dampingRatio: 0.825)))
        // spring(response:) with its defaults: ζ = 0.825 < 1, so it overshoots a little.
        let peak = trace(.spring(response: 0.5)).max()!
        XCTAssertGreaterThan(peak, 1)
        XCTAssertLessThan(peak, 1.1)
        XCTAssertEqual(Animation.interactiveSpring(response: 0.15), .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
    }

    func testInteractiveSpringFormsAgreeByDefault() {
        // interactiveSpring(duration: 0.15, extraBounce: 0) with base bounce 0.14 is the spring of
        // dampingFraction 0.86 and response 0.15: sampled at the same times they coincide.
        for t in [0.02, 0.05, 0.1, 0.2] {
            assertClose(covered(.interactiveSpring, at: t), covered(.interactiveSpring(response: 0.15, dampingFraction: 0.86), at: t) ?? .nan, accuracy: 1e-9)
        }
    }

    func testSpringsStartAtZeroApproachTheTargetAndFinish() {
        for animation in [Animation.spring, .smooth, .snappy, .bouncy, .interactiveSpring, .spring(duration: 1, bounce: -0.5)] {
            assertClose(covered(animation, of: 50, at: 0), 0)
            let samples = trace(animation, of: 50)
            XCTAssertEqual(samples.last ?? .nan, 50, accuracy: 0.01, "\(animation) ends near the target")
            XCTAssertLessThan(samples.count, 12_000, "\(animation) finishes")
            XCTAssertNil(covered(animation, of: 50, at: 40))
        }
    }

    func testBounceZeroNeverOvershootsAndBouncyDoes() {
        XCTAssertLessThanOrEqual(trace(.smooth).max()!, 1 + 1e-12)
        XCTAssertLessThanOrEqual(trace(.spring(duration: 0.3, bounce: -0.3)).max()!, 1 + 1e-12)
        XCTAssertGreaterThan(trace(.bouncy).max()!, 1.01)
        XCTAssertGreaterThan(trace(.snappy).max()!, 1.0)
        XCTAssertGreaterThan(trace(.bouncy).max()!, trace(.snappy).max()!)
    }

    func testSpringsMergeAndKeepTheirVelocity() {
        // Apple: a spring "mixed with other `spring()` or `interactiveSpring()` animations on the
        // same property" is "replaced by their successor, preserving velocity".
        let first = Animation.spring
        var context = AnimationContext<Double>()
        _ = first.animate(value: 1.0, time: 0.1, context: &context)
        // Its velocity at 0.1 s, critically damped with ω = 4π: ω²t·e^(−ωt) = 4.494373762402091.
        assertClose(first.velocity(value: 1.0, time: 0.1, context: context), 4.494373762402091, accuracy: 1e-9)

        let second = Animation.spring(duration: 0.3, bounce: 0.2)
        XCTAssertTrue(second.shouldMerge(previous: first, value: 2.0, time: 0.1, context: &context))
        // The engine runs `second` from time 0 on what remains; it starts where the value is, with
        // the velocity the first spring had.
        assertClose(second.animate(value: 2.0, time: 0, context: &context), 0)
        assertClose(second.velocity(value: 2.0, time: 0, context: context), 4.494373762402091, accuracy: 1e-9)
        // The velocity carries it on: early on it is ahead of the same spring started at rest.
        let carried = second.animate(value: 2.0, time: 0.02, context: &context)!
        XCTAssertGreaterThan(carried, covered(second, of: 2, at: 0.02)!)
    }

    func testSpringsDoNotMergeWithOtherAnimations() {
        var context = AnimationContext<Double>()
        _ = Animation.easeInOut.animate(value: 1.0, time: 0.1, context: &context)
        XCTAssertFalse(Animation.spring.shouldMerge(previous: .easeInOut, value: 1.0, time: 0.1, context: &context))
        // Interpolating springs add up instead: Apple says they preserve velocity "by adding the
        // effects of each animation".
        XCTAssertFalse(Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring, value: 1.0, time: 0.1, context: &context))
        XCTAssertFalse(Animation.easeIn.shouldMerge(previous: .easeIn, value: 1.0, time: 0.1, context: &context))
    }

    func testInterpolatingSpringFromPhysicalCoefficients() {
        // m = 1, k = 100, c = 10 peaks at 1.1630335348215806 at t = 0.3627598728468436 (SpringTests).
        assertClose(covered(.interpolatingSpring(stiffness: 100, damping: 10), at: 0.3627598728468436), 1.1630335348215806, accuracy: 1e-12)
    }

    func testInterpolatingSpringInitialVelocityIsAFractionOfTheChange() {
        // Apple: "the initial velocity of the spring, as a value in the range [0, 1] representing the
        // magnitude of the value being animated". Duration 1, bounce 0, v₀ = 1·2 = 2 per second on a
        // change of 2: at ωt = 1, 2·(1 − 2/e) + 2·(1/(2π))·e^(−1) = 0.6455818983628689.
        let animation = Animation.interpolatingSpring(duration: 1, bounce: 0, initialVelocity: 1)
        assertClose(covered(animation, of: 2, at: 1 / (2 * Double.pi)), 0.6455818983628689, accuracy: 1e-12)
        assertClose(animation.velocity(value: 2.0, time: 0, context: AnimationContext()), 2, accuracy: 1e-12)
    }

    func testBadSpringValuesFinishAtOnce() {
        // Apple: a response of zero "requests an infinitely-stiff spring".
        XCTAssertNil(covered(.spring(response: 0, dampingFraction: 1), at: 0))
        XCTAssertNil(covered(.spring(duration: -1), at: 0))
        XCTAssertNil(covered(.interpolatingSpring(stiffness: 0, damping: 1), at: 0))
        XCTAssertNil(covered(.spring, at: .nan))
        // An undamped spring oscillates, but its animation ends at the capped settling duration.
        let undamped = Animation.spring(duration: 0.5, bounce: 1)
        XCTAssertNotNil(covered(undamped, at: Spring.maximumSettlingDuration - 1))
        XCTAssertNil(covered(undamped, at: Spring.maximumSettlingDuration))
    }
}
