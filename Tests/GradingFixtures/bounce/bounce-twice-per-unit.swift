// MUST FAIL: the sine's argument is 2π·times, so the view bounces twice per unit of times (6 bounces per tap instead of 3) and is on the ground at times 0.5, where it should be at the top.
import SwiftUI

struct Bounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: -abs(sin(2 * .pi * times)) * amplitude)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
