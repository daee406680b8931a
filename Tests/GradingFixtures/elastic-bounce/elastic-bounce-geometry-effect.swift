// MUST PASS: ElasticBounce is a GeometryEffect (a ViewModifier too) whose translation is the bounce, the height of each bounce found by halving in a loop (damping applied once per bounce already made), the drop's part taken with truncatingRemainder; the transition is put together from a local AnyTransition.
import SwiftUI

struct ElasticBounce: GeometryEffect {
    var times: CGFloat = 0
    var bounces: Int = 3
    var height: CGFloat = 30
    var damping: CGFloat = 0.5

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let humps = times.truncatingRemainder(dividingBy: 1) * CGFloat(bounces)
        var top = height
        var made: CGFloat = 1
        while made <= humps {
            top *= damping
            made += 1
        }
        let lift = top * abs(sin(humps * .pi))
        return ProjectionTransform(CGAffineTransform(translationX: 0, y: -lift))
    }
}

extension View {
    func elasticBounce(times: Int, bounces: Int = 3, height: CGFloat = 30, damping: CGFloat = 0.5) -> some View {
        modifier(ElasticBounce(times: CGFloat(times), bounces: bounces, height: height, damping: damping))
    }
}

extension AnyTransition {
    static var bounceIn: AnyTransition {
        let drop = AnyTransition.modifier(active: ElasticBounce(), identity: ElasticBounce(times: 1))
        return .asymmetric(insertion: drop, removal: .opacity)
    }
}
