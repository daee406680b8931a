// MUST PASS: a one-second animation run at double speed is a half-second one; repeated three times, reversing, it is the same pulse.
import SwiftUI

struct Alarm: View {
    @State private var ringing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Ring") { ringing.toggle() }
            Color.orange
                .frame(width: ringing ? 64 : 16, height: 16)
                .animation(.linear(duration: 1).speed(2).repeatCount(3, autoreverses: true), value: ringing)
        }
        .frame(width: 80, alignment: .leading)
    }
}
