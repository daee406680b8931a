// MUST FAIL (every scenario where the view is off the ground): the book's skeleton default amplitude of 10 points is kept instead of 30, so each bounce is a third as high.
import SwiftUI

struct Bounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var amplitude: CGFloat = 10

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: -abs(sin(times * .pi)) * amplitude)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
