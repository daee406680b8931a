// MUST FAIL: the delay is added to the duration instead: every bar starts at once and the lower ones are only slower.
import SwiftUI

struct Equalizer: View {
    @State private var playing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { playing.toggle() }
            ForEach(0..<3, id: \.self) { index in
                Color.orange
                    .frame(width: playing ? 64 : 8, height: 16)
                    .animation(.linear(duration: 0.5 + Double(index) * 0.25), value: playing)
            }
        }
        .frame(width: 80, alignment: .leading)
    }
}
