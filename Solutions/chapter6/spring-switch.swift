import SwiftUI

// Reference solution for the spring-switch exercise (chapter 6, after step 10).
//
// A spring's duration is a perceived duration that sets its stiffness, not the moment it
// stops; its bounce sets how far it overshoots. This one goes past 64 points, comes back and
// settles. A change that arrives while the knob is moving starts from where it is, at the
// speed it has.

struct Switch: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Switch") { on.toggle() }
            Color.orange
                .frame(width: 16, height: 16)
                .offset(x: on ? 64 : 0)
                .animation(.spring(duration: 0.4, bounce: 0.3), value: on)
                .accessibilityIdentifier("knob")
        }
        .frame(width: 96, alignment: .leading)
    }
}
