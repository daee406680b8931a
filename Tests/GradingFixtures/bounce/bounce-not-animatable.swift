// MUST FAIL (the animated scenarios only): the formula is right, but Bounce is a plain ViewModifier without animatableData, so an animation hands it the final whole number of bounces at once and the view never leaves the ground; the frozen moments (Bounce(times: 0.5) etc.) and the static scenarios pass.
import SwiftUI

struct Bounce: ViewModifier {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    func body(content: Content) -> some View {
        content.offset(y: -abs(sin(times * .pi)) * amplitude)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
