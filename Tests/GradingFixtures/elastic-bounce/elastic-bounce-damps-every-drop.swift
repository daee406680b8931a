// MUST FAIL (the scenarios after the first drop): the bounce's number is counted over the whole of times instead of its fractional part, so the first drop is right but every later drop goes on shrinking (the second starts at 30 × 0.5³ ≈ 3.75 points) instead of starting again at the full height.
import SwiftUI

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
        let progress = CGFloat(bounces) * times
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
