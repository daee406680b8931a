import Foundation
import XCTest
@testable import SwiftUI

/// Animation types named in code: a CustomAnimation of one's own, VectorArithmetic, the
/// PhaseAnimator and KeyframeAnimator views, Keyframes returned from a function, the push
/// transition and completion criteria. Numbers follow from linear timing over one second (a
/// fraction t of the change after t seconds) unless a test says otherwise.
final class AnimationTypesTests: XCTestCase {
    /// A CustomAnimation (Apple: "animate(value:time:context:) … returns the current value of the
    /// animation, or nil if the animation has finished"): here two steps, none of the change in
    /// the first half second, half of it in the second, and done after one second.
    struct TwoSteps: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= 1 ? nil : value.scaled(by: time < 0.5 ? 0 : 0.5)
        }
    }

    func testACustomAnimationDrivesTheChange() {
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        withAnimation(Animation(TwoSteps())) { model.isOn = true }
        host.update()
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(ofIdentifier: "bar")?.width, 100)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofIdentifier: "bar")?.width, 150)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofIdentifier: "bar")?.width, 200)
        XCTAssertFalse(host.isAnimating)
    }

    /// VectorArithmetic: what an animation interpolates. a + (b − a)·t, written once for any
    /// vector, gives the midpoint of numbers and of pairs; magnitudeSquared is the dot product.
    func testVectorArithmeticInterpolates() {
        func mix<V: VectorArithmetic>(_ a: V, _ b: V, _ t: Double) -> V { a + (b - a).scaled(by: t) }
        XCTAssertEqual(mix(10.0, 30.0, 0.25), 15)
        let pair = mix(AnimatablePair(CGFloat(0), CGFloat(100)), AnimatablePair(CGFloat(40), CGFloat(0)), 0.5)
        XCTAssertEqual(pair.first, 20)
        XCTAssertEqual(pair.second, 50)
        XCTAssertEqual(AnimatablePair(3.0, 4.0).magnitudeSquared, 25)
    }

    /// PhaseAnimator as a view (Apple: without a trigger it "cycles through a sequence of phases
    /// continuously"): 0 → 40 → 0 with linear one-second changes.
    func testPhaseAnimatorViewCycles() {
        let view = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 16)
            PhaseAnimator([0.0, 40.0]) { x in
                Color.red.frame(width: 16, height: 16).offset(x: x).accessibilityIdentifier("dot")
            } animation: { _ in .linear(duration: 1) }
        }
        let host = host(view, width: 200, height: 16)
        XCTAssertEqual(host.frame(ofIdentifier: "dot")?.minX, 0)
        let xs: [CGFloat?] = (0..<4).map { _ in host.advance(by: 0.5); return host.frame(ofIdentifier: "dot")?.minX }
        XCTAssertEqual(xs, [20, 40, 20, 0])
    }

    /// KeyframeAnimator as a view, repeating (Apple: "plays the keyframes … repeatedly"): a
    /// linear keyframe to 100 over one second is at 50 after half a second, then starts over.
    func testKeyframeAnimatorViewValuesAtChosenMoments() {
        let view = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 16)
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in
                Color.red.frame(width: 16, height: 16).offset(x: x).accessibilityIdentifier("dot")
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
            }
        }
        let host = host(view, width: 200, height: 16)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofIdentifier: "dot")?.minX ?? -1, 50, accuracy: 0.001)
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(ofIdentifier: "dot")?.minX ?? -1, 75, accuracy: 0.001)
        XCTAssertTrue(host.isAnimating, "a repeating animator keeps going")
    }

    /// Keyframes returned from a function as `some Keyframes<Double>`, as tutorials factor them.
    func testKeyframesFromAFunction() {
        func bounce() -> some Keyframes<Double> {
            KeyframeTrack {
                LinearKeyframe(20.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        let timeline = KeyframeTimeline(initialValue: 0.0) { bounce() }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.5), 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 10, accuracy: 1e-9)
    }

    /// AnyTransition.push(from:) (Apple: "a transition that when added to a view will animate the
    /// view's insertion by moving it in from the specified edge while fading it in, and animate
    /// its removal by moving it out towards the opposite edge and fading it out"). A 32-pt view
    /// inserted from the trailing edge is 32 pt to the right at first, 16 and half opaque at 0.5 s.
    func testPushFromAnEdgeMovesAndFades() {
        struct Slot: View {
            @ObservedObject var model: BarModel
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 96, height: 32)
                    if model.isOn {
                        Color.red.frame(width: 32, height: 32).accessibilityIdentifier("card").transition(.push(from: .trailing))
                    }
                }
            }
        }
        let model = BarModel()
        let host = host(Slot(model: model), width: 96, height: 32)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "card"), CGRect(x: 32 + 32, y: 0, width: 32, height: 32))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "card"), CGRect(x: 32 + 16, y: 0, width: 32, height: 32))
        XCTAssertEqual(host.displayList.items.first { $0.identifier == "card" }?.opacity ?? 0, 0.5, accuracy: 0.0001)
        // removal: towards the opposite (leading) edge
        host.advance(by: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "card"), CGRect(x: 32 - 16, y: 0, width: 32, height: 32))
    }

    /// AnimationCompletionCriteria: `.logicallyComplete` runs the completion when the animation is
    /// done; `.removed` waits until the removed view has gone (Apple's documentation of both).
    func testCompletionCriteria() {
        final class Log { var events: [String] = [] }
        struct Slot: View {
            @ObservedObject var model: BarModel
            var body: some View {
                VStack {
                    if !model.isOn { Color.red.frame(width: 32, height: 32).accessibilityIdentifier("card") }
                }.frame(width: 96, height: 32)
            }
        }
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let log = Log()
            let model = BarModel()
            let host = host(Slot(model: model), width: 96, height: 32)
            withAnimation(.linear(duration: 1), completionCriteria: criteria) { model.isOn = true } completion: {
                log.events.append(host.frame(ofIdentifier: "card") == nil ? "gone" : "present")
            }
            host.update()
            host.advance(by: 0.5)
            XCTAssertEqual(log.events, [], "\(criteria)")
            host.advance(by: 0.6)
            XCTAssertEqual(log.events.count, 1, "\(criteria)")
            if criteria == .removed { XCTAssertEqual(log.events, ["gone"]) }
        }
    }
}
