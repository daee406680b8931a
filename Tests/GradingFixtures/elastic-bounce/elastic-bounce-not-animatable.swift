// MUST FAIL (every animated moment): the curve is right, but ElasticBounce is a plain ViewModifier with no animatableData, so an animation hands it the final whole number at once and the circle never leaves the ground, in the demo and in the transition alike; the frozen scenarios and the fade out pass.
import SwiftUI

struct ElasticBounce: ViewModifier {
    var times: CGFloat = 0
    var bounces: Int = 3
    var height: CGFloat = 30
    var damping: CGFloat = 0.5

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
