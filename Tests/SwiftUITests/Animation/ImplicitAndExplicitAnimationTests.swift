import XCTest
@testable import SwiftUI

/// A bar whose width, offset, opacity and colour change with one flag, so each test can drive
/// the change explicitly (`withAnimation`), implicitly (`.animation(_:value:)`) or not at all.
final class BarModel: ObservableObject {
    @Published var isOn = false
}

struct Bar: View {
    @ObservedObject var model: BarModel

    var body: some View {
        Color.red
            .frame(width: model.isOn ? 200 : 100, height: 16)
            .accessibilityIdentifier("bar")
            .frame(width: 320, height: 64, alignment: .topLeading)
    }
}

/// Every number here follows from a linear curve (`Animation.linear(duration: 1)` covers the
/// fraction t of a change at t seconds), so a value halfway through is the mean of its ends.
final class ImplicitAndExplicitAnimationTests: XCTestCase {
    private let linear = Animation.linear(duration: 1)

    func testWithAnimationMovesTheFrameOverTimeWithoutRunningBodies() {
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        withAnimation(linear) { model.isOn = true }
        host.update()
        // The model value is the new one at once (as on Apple platforms); what is shown starts
        // from the old frame.
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 100, height: 16))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 125, height: 16))
        XCTAssertEqual(host.bodyEvaluations, [], "frames are interpolated, not made by running bodies")
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 150, height: 16))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testAChangeWithoutAnimationIsShownAtOnce() {
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        model.isOn = true
        host.update()
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testTheDrawnFillFollowsThePresentedFrame() {
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        withAnimation(linear) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        let fill = host.displayList.items.first { $0.identifier == "bar" }
        XCTAssertEqual(fill?.frame.width, 150)
        XCTAssertEqual(host.render().split(separator: "\n").first.map { $0.filter { $0 != " " }.count }, 150 / 8 + 1,
                       "150 points cover 18 whole cells and part of a 19th")
    }

    func testAShrinkingRootIsDrawnAsLargeAsItIsShown() {
        struct Shrinking: View {
            @ObservedObject var model: BarModel
            var body: some View { Color.red.frame(width: model.isOn ? 80 : 320, height: 16) }
        }
        let model = BarModel()
        let host = host(Shrinking(model: model), width: 640, height: nil)
        withAnimation(linear) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // Halfway from 320 to 80 points is 200: 25 cells, though the root's size is already 80.
        XCTAssertEqual(host.size.width, 80)
        XCTAssertEqual(host.render(), String(repeating: "█", count: 25))
    }

    func testAnimationModifierAnimatesWhenItsValueChanges() {
        struct Implicit: View {
            @ObservedObject var model: BarModel
            let watched: (BarModel) -> Bool
            var body: some View {
                Color.red.frame(width: model.isOn ? 200 : 100, height: 16)
                    .accessibilityIdentifier("bar")
                    .animation(.linear(duration: 1), value: watched(model))
                    .frame(width: 320, height: 64, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Implicit(model: model, watched: \.isOn), width: 320, height: 64)
        model.isOn = true
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 150, height: 16))

        // Watching a value that did not change leaves the change unanimated: the modifier is
        // scoped to its value (Apple: "animation(_:value:) … when the specified value changes").
        let other = BarModel()
        let unwatched = SwiftUITests.host(Implicit(model: other, watched: { _ in true }), width: 320, height: 64)
        other.isOn = true
        unwatched.update()
        assertFrame(unwatched.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testDisablesAnimationsKeepsAnimationModifiersFromAnimating() {
        struct Implicit: View {
            @ObservedObject var model: BarModel
            var body: some View {
                Color.red.frame(width: model.isOn ? 200 : 100, height: 16)
                    .accessibilityIdentifier("bar")
                    .animation(.linear(duration: 1), value: model.isOn)
                    .frame(width: 320, height: 64, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Implicit(model: model), width: 320, height: 64)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testTheInnermostTransactionModifierHasTheLastWord() {
        struct Stopped: View {
            @ObservedObject var model: BarModel
            var body: some View {
                Color.red.frame(width: model.isOn ? 200 : 100, height: 16)
                    .accessibilityIdentifier("bar")
                    .transaction { $0.animation = nil }
                    .frame(width: 320, height: 64, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Stopped(model: model), width: 320, height: 64)
        withAnimation(linear) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    @available(*, deprecated)
    func testTheDeprecatedAnimationModifierAnimatesEveryChangeInside() {
        struct Unscoped: View {
            @ObservedObject var model: BarModel
            var body: some View {
                Color.red.frame(width: model.isOn ? 200 : 100, height: 16)
                    .accessibilityIdentifier("bar")
                    .animation(.linear(duration: 1))
                    .frame(width: 320, height: 64, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Unscoped(model: model), width: 320, height: 64)
        model.isOn = true
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 150, height: 16))
    }

    func testOffsetOpacityAndRotationAnimate() {
        struct Effects: View {
            @ObservedObject var model: BarModel
            var body: some View {
                Color.red.frame(width: 16, height: 16)
                    .opacity(model.isOn ? 1 : 0.5)
                    .rotationEffect(.degrees(model.isOn ? 90 : 0))
                    .offset(x: model.isOn ? 100 : 0)
                    .accessibilityIdentifier("square")
                    .frame(width: 320, height: 64, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Effects(model: model), width: 320, height: 64)
        withAnimation(linear) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 50, y: 0, width: 16, height: 16))
        let item = host.displayList.items.first { $0.identifier == "square" }
        XCTAssertEqual(item?.opacity ?? 0, 0.75, accuracy: 0.0001)
        // Rotated by 45° about the square's centre: the transform's first entry is cos 45°.
        XCTAssertEqual(item?.transform.a ?? 0, cos(Double.pi / 4), accuracy: 0.0001)
    }

    func testColourAndTrimAnimate() {
        struct Shapes: View {
            @ObservedObject var model: BarModel
            var body: some View {
                VStack {
                    Rectangle().fill(model.isOn ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                        .frame(width: 16, height: 16).accessibilityIdentifier("colour")
                    Rectangle().trim(from: 0, to: model.isOn ? 1 : 0.5).stroke()
                        .frame(width: 80, height: 32).accessibilityIdentifier("trim")
                }
            }
        }
        let model = BarModel()
        let host = host(Shapes(model: model), width: 320, height: 64)
        let before = host.displayList.items.first { $0.identifier == "trim" }
        withAnimation(linear) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        guard case .fill(_, let colour, _)? = host.displayList.items.first(where: { $0.identifier == "colour" })?.content else {
            return XCTFail("the square is not drawn")
        }
        XCTAssertEqual(colour.red, 0.5, accuracy: 0.0001)
        XCTAssertEqual(colour.blue, 0.5, accuracy: 0.0001)
        // Half of a rectangle's outline (0.5) grows to all of it (1): 0.75 of 2 × (80 + 32).
        guard case .stroke(let halfway, _, _)? = host.displayList.items.first(where: { $0.identifier == "trim" })?.content,
              case .stroke(let start, _, _)? = before?.content else { return XCTFail("the outline is not drawn") }
        XCTAssertEqual(halfway.flattened().polylines.map(\.length).reduce(0, +), 168, accuracy: 0.5)
        XCTAssertEqual(start.flattened().polylines.map(\.length).reduce(0, +), 112, accuracy: 0.5)
    }

    func testANewAnimationAddsToOneThatIsRunning() {
        // Apple's documentation of CustomAnimation.shouldMerge: when an animation does not merge,
        // "both animations run together and the system combines their results". A timing curve
        // does not merge, so turning back halfway continues from where the bar is shown.
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        withAnimation(linear) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        withAnimation(linear) { model.isOn = false }
        host.update()
        // Model 100; the first animation still owes +50, the second owes all of its −100.
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 150, height: 16))
        host.advance(by: 0.5)
        // The first has ended (+0 owed); the second owes −50.
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 150, height: 16))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 100, height: 16))
    }

    func testCompletionRunsWhenTheAnimationsEnd() {
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        var completed = 0
        withAnimation(linear) { model.isOn = true } completion: { completed += 1 }
        host.update()
        host.advance(by: 0.9)
        XCTAssertEqual(completed, 0)
        host.advance(by: 0.2)
        XCTAssertEqual(completed, 1)
        host.advance(by: 1)
        XCTAssertEqual(completed, 1)
    }

    func testCompletionOfAnAnimationOfNoDurationRunsOnce() {
        // An animation of no duration ends where it starts, in the same update; its completion
        // is due then, once (a completion runs when its animations have ended).
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        var completed = 0
        withAnimation(.linear(duration: 0)) { model.isOn = true } completion: { completed += 1 }
        host.update()
        host.advance(by: 1)
        XCTAssertEqual(completed, 1)
    }
}

/// Interrupting animations, and effects of one's own.
final class InterruptionAndGeometryEffectTests: XCTestCase {
    func testARetargetedSpringKeepsItsVelocity() {
        // Apple's documentation of spring(response:dampingFraction:blendDuration:): a spring
        // mixed with other springs on the same property is replaced by its successor,
        // "preserving velocity from one animation to the next" (also WWDC23, "Animate with
        // springs"). So turning back mid-flight first keeps moving the old way, from where it is.
        let model = BarModel()
        let host = host(Bar(model: model), width: 320, height: 64)
        let spring = Animation.spring(duration: 1, bounce: 0)
        withAnimation(spring) { model.isOn = true }
        host.update()
        host.advance(by: 0.25)
        let before = host.frame(ofIdentifier: "bar")!.width
        XCTAssertGreaterThan(before, 100)
        withAnimation(spring) { model.isOn = false }
        host.update()
        XCTAssertEqual(host.frame(ofIdentifier: "bar")!.width, before, accuracy: 0.001, "no jump where the new spring takes over")
        host.advance(by: 0.02)
        XCTAssertGreaterThan(host.frame(ofIdentifier: "bar")!.width, before, "still moving towards 200 for a moment")
        host.advance(by: 5)
        XCTAssertEqual(host.frame(ofIdentifier: "bar")!.width, 100, accuracy: 0.01)
    }

    private struct Slide: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
        }
    }

    /// Remembers what a GeometryReader saw each time its content was made.
    final class Sightings {
        var minX: [CGFloat] = []
    }

    /// A square slid by `Slide`: "inside" the effect, with a GeometryReader behind it, and
    /// "square" outside it.
    private struct Slider: View {
        @ObservedObject var model: BarModel
        var sightings = Sightings()
        var body: some View {
            Color.red.frame(width: 16, height: 16)
                .accessibilityIdentifier("inside")
                .background(GeometryReader { proxy in
                    let _ = sightings.minX.append(proxy.frame(in: .global).minX)
                    Color.clear
                })
                .modifier(Slide(animatableData: model.isOn ? 80 : 0))
                .accessibilityIdentifier("square")
                .frame(width: 320, height: 64, alignment: .topLeading)
        }
    }

    func testAGeometryEffectAnimatesItsDataAndMovesTheDrawnFrame() {
        let model = BarModel()
        let host = host(Slider(model: model), width: 320, height: 64)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // Linear: halfway through, the translation is half of 80.
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 40, y: 0, width: 16, height: 16))
        let item = host.displayList.items.first
        XCTAssertEqual(item.map { $0.frame.applying($0.transform).minX } ?? 0, 40, accuracy: 0.001)
        XCTAssertTrue(host.render().hasPrefix("     ██"), "drawn 40 points (five cells) to the right:\n\(host.render())")
    }

    func testAGeometryEffectsTranslationMovesTheFramesOfTheViewsInside() {
        // `offset` is itself a geometry effect in SwiftUI (`_OffsetEffect: GeometryEffect`, as
        // its type name in a view's type shows), and an offset moves the frame that the views
        // inside report: `frame(in: .global)` of a GeometryReader inside it includes the shift
        // (Apple's GeometryProxy.frame(in:)). A GeometryEffect's translation does the same, at
        // each value its data takes while it animates.
        let model = BarModel()
        let sightings = Sightings()
        let host = host(Slider(model: model, sightings: sightings), width: 320, height: 64)
        XCTAssertEqual(sightings.minX.last, 0)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "inside"), CGRect(x: 40, y: 0, width: 16, height: 16))
        XCTAssertEqual(sightings.minX.last ?? -1, 40, accuracy: 0.001)
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "inside"), CGRect(x: 80, y: 0, width: 16, height: 16))
        XCTAssertEqual(sightings.minX.last ?? -1, 80, accuracy: 0.001)
        XCTAssertTrue(host.render().hasPrefix("          ██"), "drawn 80 points (ten cells) to the right, once:\n\(host.render())")
    }

    func testAGeometryEffectThatScalesStillScalesAroundTheMovedOrigin() {
        // A transform with a translation and a scale: the view is moved by the translation and
        // scaled around its own (moved) top-leading corner, as the whole transform would do.
        struct Grow: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1).concatenating(CGAffineTransform(translationX: 16, y: 0)))
            }
            var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
        }
        let view = Color.red.frame(width: 16, height: 16).accessibilityIdentifier("inside").modifier(Grow())
            .frame(width: 160, height: 16, alignment: .topLeading)
        let host = host(view, width: 160, height: 16)
        // (0, 0, 16×16) scaled by 2 across and moved 16: (16, 0, 32×16).
        let item = host.displayList.items.first
        assertFrame(item.map { $0.frame.applying($0.transform) }, CGRect(x: 16, y: 0, width: 32, height: 16))
        XCTAssertEqual(host.frame(ofIdentifier: "inside")?.minX, 16)
    }
}

/// Bindings that carry an animation (Apple's documentation of Binding.animation(_:): "Specifies
/// an animation to perform when the binding value changes").
final class BindingAnimationTests: XCTestCase {
    private struct Switch: View {
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wide", isOn: $isOn.animation(.linear(duration: 1))).frame(width: 160)
                Color.red.frame(width: isOn ? 160 : 80, height: 16).accessibilityIdentifier("bar")
            }
        }
    }

    func testAToggleBoundWithAnAnimationAnimatesWhatItChanges() {
        let host = host(Switch(), width: 320, height: 64)
        host.toggle("Wide")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofIdentifier: "bar")?.width ?? 0, 120, accuracy: 0.001)
    }
}

/// `animation(_:body:)` (iOS 17): Apple's documentation says "the animation will only be used on
/// the modifiers defined in the body", while the content keeps the transaction from outside.
final class ScopedAnimationTests: XCTestCase {
    private struct Scoped: View {
        @ObservedObject var model: BarModel
        var body: some View {
            Color.red.frame(width: model.isOn ? 200 : 100, height: 16)
                .accessibilityIdentifier("bar")
                .animation(.linear(duration: 1)) { content in
                    content.opacity(model.isOn ? 1 : 0.5)
                }
                .frame(width: 320, height: 64, alignment: .topLeading)
        }
    }

    func testOnlyTheModifiersInTheBodyAnimate() {
        let model = BarModel()
        let host = host(Scoped(model: model), width: 320, height: 64)
        model.isOn = true
        host.update()
        host.advance(by: 0.5)
        // The opacity in the body animates (linear: halfway from 0.5 to 1)...
        XCTAssertEqual(host.displayList.items.first?.opacity ?? 0, 0.75, accuracy: 0.0001)
        // ...the content's frame, changed without an animation, does not.
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 200, height: 16))
    }

    func testTheContentKeepsTheAnimationFromOutside() {
        let model = BarModel()
        let host = host(Scoped(model: model), width: 320, height: 64)
        withAnimation(.linear(duration: 2)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // The frame follows withAnimation's two seconds: a quarter of the way from 100 to 200.
        assertFrame(host.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 0, width: 125, height: 16))
        // The body's one second: halfway from 0.5 to 1.
        XCTAssertEqual(host.displayList.items.first?.opacity ?? 0, 0.75, accuracy: 0.0001)
    }
}
