import SwiftUI

// Reference solution for the bounce exercise (chapter 6).
//
// `times` is the modifier's animatable data, so while an animation runs SwiftUI calls `body`
// with every value between the old and the new count. One bounce is half a period of a sine:
// sin(π·times) goes from 0 up to 1 and back to 0 as times goes from n to n + 1. Its absolute
// value keeps every bounce above the ground, and the minus sign turns it upwards. An offset
// moves what is drawn without changing the layout, so nothing around the view moves.

struct Bounce: ViewModifier, Animatable {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

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
