// MUST FAIL: autoreverses: false: each run starts again from 16 points instead of coming back.
import SwiftUI

struct Alarm: View {
    @State private var ringing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Ring") { ringing.toggle() }
            Color.orange
                .frame(width: ringing ? 64 : 16, height: 16)
                .animation(.linear(duration: 0.5).repeatCount(3, autoreverses: false), value: ringing)
        }
        .frame(width: 80, alignment: .leading)
    }
}
