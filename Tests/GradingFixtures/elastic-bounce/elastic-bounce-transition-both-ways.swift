// MUST FAIL (the removal's moments): the transition is only .modifier(active:identity:), so it is used both ways: the view bounces in correctly, but on its way out it runs the drop backwards (times from 1 to 0, small bounces first) at full opacity instead of fading out.
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
        .modifier(active: ElasticBounce(times: 0), identity: ElasticBounce(times: 1))
    }
}
