// MUST FAIL: the view is lifted with bottom padding instead of an offset, so it grows while it bounces and its neighbours, the border around them and everything laid out with it move too.
import SwiftUI

struct Bounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        content.padding(.bottom, abs(sin(times * .pi)) * amplitude)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
