// MUST PASS: the same spring in its older terms: the response is the perceived duration, 0.4, and a damping fraction of 0.7 is a bounce of 0.3.
import SwiftUI

struct Switch: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Switch") { on.toggle() }
            Color.orange
                .frame(width: 16, height: 16)
                .offset(x: on ? 64 : 0)
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: on)
                .accessibilityIdentifier("knob")
        }
        .frame(width: 96, alignment: .leading)
    }
}
