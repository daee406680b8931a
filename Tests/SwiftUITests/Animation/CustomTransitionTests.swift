import XCTest
@testable import SwiftUI

/// Transitions of your own: `AnyTransition.modifier(active:identity:)` and the iOS 17
/// `Transition` protocol. The rule, from Apple's documentation of `modifier(active:identity:)`
/// and of `TransitionPhase` (and *Thinking in SwiftUI*, chapter 6): an inserted view is shown
/// with the active modifier (phase `.willAppear`) and animates to the identity one; a removed
/// view animates from identity to active (`.didDisappear`) and stays until that ends; a view in
/// place always has the identity modifier. Every number below follows from a linear curve over
/// one second: at t seconds each animatable value is the fraction t of the way.
final class CustomTransitionTests: XCTestCase {
    /// Faded and shifted while it comes in or goes, as the book's blur transition is blurred
    /// and faded (a plain modifier: what animates are the built-in opacity and offset).
    private struct Faded: ViewModifier {
        var active: Bool
        func body(content: Content) -> some View {
            content.opacity(active ? 0 : 1).offset(x: active ? 40 : 0)
        }
    }

    /// The bounce exercise's modifier: animatable, so its body runs for every value between.
    private struct Bounce: ViewModifier, Animatable {
        var times: CGFloat
        var animatableData: CGFloat {
            get { times }
            set { times = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(y: -abs(sin(times * .pi)) * 30)
        }
    }

    /// In from the leading side and out to the trailing side, through `TransitionPhase.value`
    /// (-1 before it comes in, 1 once it has gone).
    private struct Sweep: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: phase.value * 40).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    private struct Shelf: View {
        @ObservedObject var model: BarModel
        let transition: AnyTransition

        var body: some View {
            // A container whose frame does not change, so the square moves only as its
            // transition says.
            ZStack(alignment: .top) {
                Color.clear.frame(width: 160, height: 96)
                if model.isOn {
                    Color.red.frame(width: 32, height: 32).accessibilityIdentifier("square").transition(transition)
                }
            }
        }
    }

    private func square(in host: TerminalHost) -> DisplayItem? {
        host.displayList.items.first { $0.identifier == "square" }
    }

    /// A host showing `Shelf`, whose square is inserted (`inserting`) or removed with a
    /// one-second linear animation.
    private func changing(_ transition: AnyTransition, inserting: Bool) -> TerminalHost {
        let model = BarModel()
        model.isOn = !inserting
        let host = host(Shelf(model: model, transition: transition), width: 160, height: 96)
        withAnimation(.linear(duration: 1)) { model.isOn = inserting }
        host.update()
        return host
    }

    func testAModifierTransitionInsertsFromTheActiveModifierToTheIdentityOne() {
        let host = changing(.modifier(active: Faded(active: true), identity: Faded(active: false)), inserting: true)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 + 40, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: host)?.opacity ?? 0, 0, accuracy: 1e-9, "invisible at first")
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 + 30, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: host)?.opacity ?? -1, 0.25, accuracy: 1e-9)
        host.advance(by: 0.75)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: host)?.opacity ?? -1, 1, accuracy: 1e-9)
        XCTAssertFalse(host.isAnimating)
    }

    func testAModifierTransitionRemovesToTheActiveModifierAndStaysUntilItEnds() {
        let host = changing(.modifier(active: Faded(active: true), identity: Faded(active: false)), inserting: false)
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 + 20, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: host)?.opacity ?? -1, 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertNil(host.frame(ofIdentifier: "square"), "gone once its removal has ended")
        XCTAssertNil(square(in: host))
    }

    func testAViewInPlaceHasTheIdentityModifier() {
        // The identity modifier is not only where the animation ends: it is applied to the view
        // for as long as it is there, with no animation at all.
        struct Half: ViewModifier {
            var opacity: Double
            func body(content: Content) -> some View { content.opacity(opacity) }
        }
        let model = BarModel()
        model.isOn = true
        let host = host(Shelf(model: model, transition: .modifier(active: Half(opacity: 0), identity: Half(opacity: 0.5))), width: 160, height: 96)
        XCTAssertEqual(square(in: host)?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    func testWithoutAnimationTheViewComesAndGoesAtOnce() {
        let model = BarModel()
        let host = host(Shelf(model: model, transition: .modifier(active: Faded(active: true), identity: Faded(active: false))), width: 160, height: 96)
        model.isOn = true
        host.update()
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))
        XCTAssertFalse(host.isAnimating)
        model.isOn = false
        host.update()
        XCTAssertNil(host.frame(ofIdentifier: "square"))
    }

    func testAnAnimatableModifierTransitionRunsItsBodyForEveryValue() {
        // A bounce transition: times goes 0 → 2 as the view comes in, so it bounces twice,
        // 30 points up at times 0.5 and 1.5 (t = 0.25 and 0.75 s), on the ground at 1 and 2.
        let bounce = AnyTransition.modifier(active: Bounce(times: 0), identity: Bounce(times: 2))
        let host = changing(bounce, inserting: true)
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: -30, width: 32, height: 32))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: -30, width: 32, height: 32))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))

        // Removed, it bounces back down from 2 to 0, its body still running while it leaves.
        let leaving = changing(bounce, inserting: false)
        leaving.advance(by: 0.125)
        // times = 2 - 0.25 = 1.75: -|sin(1.75π)| · 30 ≈ -21.21
        assertFrame(leaving.frame(ofIdentifier: "square"), CGRect(x: 64, y: -30 * sin(0.25 * .pi), width: 32, height: 32))
        leaving.advance(by: 0.125)
        assertFrame(leaving.frame(ofIdentifier: "square"), CGRect(x: 64, y: -30, width: 32, height: 32))
        leaving.advance(by: 0.75)
        XCTAssertNil(leaving.frame(ofIdentifier: "square"))
    }

    func testATransitionOfYourOwnGoesThroughItsThreePhases() {
        let sweep = AnyTransition(Sweep())
        let host = changing(sweep, inserting: true)
        // .willAppear has the value -1: 40 points to the left at first.
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 - 40, y: 0, width: 32, height: 32))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 - 20, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: host)?.opacity ?? -1, 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))

        // .didDisappear has the value 1: it leaves to the right.
        let leaving = changing(sweep, inserting: false)
        leaving.advance(by: 0.5)
        assertFrame(leaving.frame(ofIdentifier: "square"), CGRect(x: 64 + 20, y: 0, width: 32, height: 32))
    }

    func testTheTransitionModifierTakesATransitionValue() {
        // `.transition(Sweep())`, as iOS 17 code writes it, is the same as `AnyTransition(Sweep())`.
        struct Direct: View {
            @ObservedObject var model: BarModel
            var body: some View {
                ZStack(alignment: .top) {
                    Color.clear.frame(width: 160, height: 96)
                    if model.isOn { Color.red.frame(width: 32, height: 32).accessibilityIdentifier("square").transition(Sweep()) }
                }
            }
        }
        let model = BarModel()
        let host = host(Direct(model: model), width: 160, height: 96)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 - 30, y: 0, width: 32, height: 32))
    }

    func testAsymmetricAndCombinedMixBuiltInAndCustomTransitions() {
        // In with the custom transition, out with the built-in fade: on removal the view does
        // not move (the custom part shows `.identity`) and fades.
        let mixed = AnyTransition.asymmetric(insertion: AnyTransition(Sweep()), removal: .opacity)
        let leaving = changing(mixed, inserting: false)
        leaving.advance(by: 0.5)
        assertFrame(leaving.frame(ofIdentifier: "square"), CGRect(x: 64, y: 0, width: 32, height: 32))
        XCTAssertEqual(square(in: leaving)?.opacity ?? -1, 0.5, accuracy: 1e-9)

        // Combined with a scale, both apply as it comes in: halfway, 20 points to the left and
        // at half size around its centre (`scale` starts from nothing, per OpenSwiftUI).
        let combined = AnyTransition(Sweep()).combined(with: .scale)
        let host = changing(combined, inserting: true)
        host.advance(by: 0.5)
        let item = square(in: host)
        XCTAssertEqual(item?.transform.a ?? -1, 0.5 + 0.5e-5, accuracy: 1e-4)
        XCTAssertEqual(item?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    func testTheTransitionedViewIsMadeOnceAndAppearsOnce() {
        // The view inside the transition is made once: the modifiers of each phase wrap the
        // same view, so its onAppear runs once.
        final class Log { var appearances = 0 }
        struct Counter: View {
            let log: Log
            @State var count = 0
            var body: some View {
                Text("\(count)").onAppear { log.appearances += 1 }
            }
        }
        struct Screen: View {
            @ObservedObject var model: BarModel
            let log: Log
            var body: some View {
                VStack {
                    if model.isOn { Counter(log: log).transition(.modifier(active: Faded(active: true), identity: Faded(active: false))) }
                }
            }
        }
        let model = BarModel()
        let log = Log()
        let host = host(Screen(model: model, log: log), width: 160, height: 96)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 1)
        XCTAssertEqual(log.appearances, 1)
    }
}
