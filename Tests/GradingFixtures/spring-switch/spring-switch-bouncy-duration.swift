// MUST PASS: .bouncy with its perceived duration set to 0.4 is a spring of bounce 0.3 and duration 0.4.
import SwiftUI

struct Switch: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Switch") { on.toggle() }
            Color.orange
                .frame(width: 16, height: 16)
                .offset(x: on ? 64 : 0)
                .animation(.bouncy(duration: 0.4), value: on)
                .accessibilityIdentifier("knob")
        }
        .frame(width: 96, alignment: .leading)
    }
}
