// MUST FAIL: an even count: out and back, and then the bar jumps to 64 points at the end.
import SwiftUI

struct Alarm: View {
    @State private var ringing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Ring") { ringing.toggle() }
            Color.orange
                .frame(width: ringing ? 64 : 16, height: 16)
                .animation(.linear(duration: 0.5).repeatCount(2), value: ringing)
        }
        .frame(width: 80, alignment: .leading)
    }
}
