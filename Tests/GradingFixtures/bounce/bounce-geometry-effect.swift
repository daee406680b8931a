// MUST PASS: a correct bounce written as a GeometryEffect instead of an animatable ViewModifier: effectValue translates the view by -|sin(π·times)|·30 points, which moves what is drawn without touching the layout, like an offset.
import SwiftUI

struct Bounce: GeometryEffect {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let height = abs(sin(times * .pi)) * amplitude
        return ProjectionTransform(CGAffineTransform(translationX: 0, y: -height))
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
