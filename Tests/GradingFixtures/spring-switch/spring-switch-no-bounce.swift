// MUST FAIL: the right duration but no bounce: the knob never goes past 64 points.
import SwiftUI

struct Switch: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Switch") { on.toggle() }
            Color.orange
                .frame(width: 16, height: 16)
                .offset(x: on ? 64 : 0)
                .animation(.spring(duration: 0.4), value: on)
                .accessibilityIdentifier("knob")
        }
        .frame(width: 96, alignment: .leading)
    }
}
