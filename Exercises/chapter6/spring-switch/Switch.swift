import SwiftUI

// Exercise: a switch with a spring (chapter 6, after step 10, curves and springs).
//
// "Switch" slides the knob 64 points along and back. It should move with a spring that
// overshoots a little, as the instructions (`learn exercises spring-switch`) describe; here it
// eases out and stops dead.
//
// Check your work with `learn check spring-switch`; `learn hint spring-switch` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct Switch: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Switch") { on.toggle() }
            Color.orange
                .frame(width: 16, height: 16)
                .offset(x: on ? 64 : 0)
                .animation(.easeOut(duration: 0.4), value: on)
                .accessibilityIdentifier("knob")
        }
        .frame(width: 96, alignment: .leading)
    }
}
