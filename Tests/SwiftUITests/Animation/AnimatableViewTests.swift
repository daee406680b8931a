import XCTest
@testable import SwiftUI

/// Views and modifiers of one's own that are `Animatable`: their body runs for each presented
/// value of `animatableData` (WWDC23, "Explore SwiftUI animation": an `Animatable` view's body
/// is evaluated for every frame of the animation), while views that are not keep theirs.
final class AnimatableViewTests: XCTestCase {
    private struct Meter: View, Animatable {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        var body: some View {
            Text("level \(Int(level.rounded()))").accessibilityIdentifier("meter")
        }
    }

    private struct Gauge: View {
        @ObservedObject var model: BarModel
        var body: some View { Meter(level: model.isOn ? 100 : 0) }
    }

    func testAnAnimatableViewsBodyRunsForEachPresentedValue() {
        let model = BarModel()
        let host = host(Gauge(model: model), width: 160, height: 32)
        XCTAssertEqual(host.render().trimmingCharacters(in: .whitespacesAndNewlines), "level 0")
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        XCTAssertEqual(host.render().trimmingCharacters(in: .whitespacesAndNewlines), "level 0", "the animation starts from the old value")
        host.advance(by: 0.25)
        // Linear: a quarter of the way from 0 to 100.
        XCTAssertEqual(host.render().trimmingCharacters(in: .whitespacesAndNewlines), "level 25")
        // Only the animatable view's body runs, once for each frame of a 60 Hz display.
        XCTAssertEqual(Set(host.bodyEvaluations), ["Meter"])
        XCTAssertEqual(host.bodyEvaluations.count, 15, "0.25 s at 60 frames a second")
        host.advance(by: 1)
        XCTAssertEqual(host.render().trimmingCharacters(in: .whitespacesAndNewlines), "level 100")
    }

    private struct Hop: ViewModifier, Animatable {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(y: -abs(sin(progress * .pi)) * 32)
        }
    }

    @available(*, deprecated)
    private struct OldHop: AnimatableModifier {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(y: -abs(sin(progress * .pi)) * 32)
        }
    }

    private struct Ball<M: ViewModifier>: View {
        @ObservedObject var model: BarModel
        let hop: (Double) -> M
        var body: some View {
            Circle().frame(width: 16, height: 16)
                .modifier(hop(model.isOn ? 1 : 0))
                .accessibilityIdentifier("ball")
                .frame(width: 64, height: 64, alignment: .bottom)
        }
    }

    func testAnAnimatableModifiersBodyRunsForEachPresentedValue() {
        let model = BarModel()
        let host = host(Ball(model: model) { Hop(progress: $0) }, width: 64, height: 64)
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 48, width: 16, height: 16))
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 48, width: 16, height: 16))
        host.advance(by: 0.25)
        // 32 × sin(π/4) ≈ 22.63 points up a quarter of the way through.
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 48 - 32 * sin(Double.pi / 4), width: 16, height: 16))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 16, width: 16, height: 16))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 48, width: 16, height: 16))
    }

    @available(*, deprecated)
    func testTheDeprecatedAnimatableModifierWorksTheSameWay() {
        let model = BarModel()
        let host = host(Ball(model: model) { OldHop(progress: $0) }, width: 64, height: 64)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "ball"), CGRect(x: 24, y: 16, width: 16, height: 16))
    }
}
