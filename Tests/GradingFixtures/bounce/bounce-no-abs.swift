// MUST FAIL: the offset is -sin(π·times)·30 without abs, so every second bounce goes down instead of up (30 points below the ground at times 1.5).
import SwiftUI

struct Bounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: -sin(times * .pi) * amplitude)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
