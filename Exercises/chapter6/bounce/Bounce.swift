import SwiftUI

// Exercise: a bounce animation (chapter 6).
//
// `Bounce` makes the view it modifies jump straight up and fall back down once per unit of
// `times`: its vertical offset is -|sin(π·times)|·30 points. Animating `times` from 0 to 3
// makes the view bounce three times, and it always ends where it started. `bounce(times:)`
// is the way the checker uses it, e.g. `Circle().frame(width: 40, height: 40).bounce(times: taps * 3)`;
// some scenarios also use `Bounce(times: 0.5)` directly with `.modifier(_:)`.
//
// Check your work with `learn check bounce`; `learn hint bounce` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct Bounce: ViewModifier {
    var times: CGFloat = 0
    var amplitude: CGFloat = 30

    func body(content: Content) -> some View {
        // For now the view never moves.
        content
    }
}

extension View {
    func bounce(times: Int) -> some View {
        modifier(Bounce(times: CGFloat(times)))
    }
}
