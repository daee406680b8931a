import SwiftUI

// Reference solution for the elastic bounce exercise (chapter 6).
//
// One unit of `times` is one drop: the view bounces `bounces` times and each bounce reaches
// `damping` times the height of the one before. Only the fractional part of `times` matters, so
// every whole number is the ground and each drop (each tap of a demo) starts again at the full
// height. Within a drop, bounces · part runs from 0 to bounces: its sine's absolute value makes
// one hump per bounce, as in the bounce exercise, and the hump's number (the whole part) picks
// its height, height · damping^n. At the joins between humps the sine is 0, so the view is on the
// ground there whatever the height: the curve has no jumps.
//
// `times` is the animatable data, so SwiftUI calls body for every value an animation passes
// through. The transition is built from two values of the modifier: a view inserted with
// .bounceIn is drawn with times going from 0 (the active value) to 1 (the identity), one whole
// drop, and it leaves with a fade.

struct ElasticBounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var bounces: Int = 3
    var height: CGFloat = 30
    var damping: CGFloat = 0.5

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        let part = times - times.rounded(.down)
        let progress = CGFloat(bounces) * part
        let bounceHeight = height * pow(damping, progress.rounded(.down))
        return content.offset(y: -abs(sin(progress * .pi)) * bounceHeight)
    }
}

extension View {
    func elasticBounce(times: Int, bounces: Int = 3, height: CGFloat = 30, damping: CGFloat = 0.5) -> some View {
        modifier(ElasticBounce(times: CGFloat(times), bounces: bounces, height: height, damping: damping))
    }
}

extension AnyTransition {
    static var bounceIn: AnyTransition {
        .asymmetric(
            insertion: .modifier(active: ElasticBounce(times: 0), identity: ElasticBounce(times: 1)),
            removal: .opacity
        )
    }
}
