import SwiftUI

// Exercise: an elastic bounce and a bounce transition (chapter 6, after the bounce exercise).
//
// `ElasticBounce` drops the view once per unit of `times`: it bounces `bounces` times, each
// bounce `damping` times as high as the one before, the first one `height` points high.
// `elasticBounce(times:...)` applies it, and `AnyTransition.bounceIn` brings a view in with one
// drop and takes it away with a fade. The instructions (`learn exercises elastic-bounce`) give
// the exact curve.
//
// The checker builds scenarios such as `Circle().frame(width: 40, height: 40).elasticBounce(times: taps)`,
// `.modifier(ElasticBounce(times: 0.5))` and `if shown { Circle().transition(.bounceIn) }`, so keep
// these names and parameters. Check your work with `learn check elastic-bounce`;
// `learn hint elastic-bounce` gives one hint at a time. Keep this file to declarations.

struct ElasticBounce: ViewModifier {
    var times: CGFloat = 0
    var bounces: Int = 3
    var height: CGFloat = 30
    var damping: CGFloat = 0.5

    func body(content: Content) -> some View {
        // For now the view never moves.
        content
    }
}

extension View {
    func elasticBounce(times: Int, bounces: Int = 3, height: CGFloat = 30, damping: CGFloat = 0.5) -> some View {
        modifier(ElasticBounce(times: CGFloat(times), bounces: bounces, height: height, damping: damping))
    }
}

extension AnyTransition {
    static var bounceIn: AnyTransition {
        // For now the view just appears and disappears.
        .identity
    }
}
