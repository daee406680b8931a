// MUST PASS: a correct bounce on the deprecated AnimatableModifier protocol, with a constant amplitude and the sine's magnitude taken with .magnitude instead of abs.
import SwiftUI

struct Bounce: AnimatableModifier {
    var times: CGFloat = 0
    let amplitude: CGFloat = 30

    var animatableData: CGFloat {
        get { times }
        set { times = newValue }
    }

    func body(content: Content) -> some View {
        let lift = sin(.pi * times).magnitude * amplitude
        return content.offset(x: 0, y: -lift)
    }
}

extension View {
    func bounce(times: Int) -> some View {
        self.modifier(Bounce(times: CGFloat(times)))
    }
}
