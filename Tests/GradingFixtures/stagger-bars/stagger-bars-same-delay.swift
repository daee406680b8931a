// MUST FAIL: the same delay for every bar: they all wait a quarter of a second and then move together.
import SwiftUI

struct Equalizer: View {
    @State private var playing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { playing.toggle() }
            ForEach(0..<3, id: \.self) { index in
                Color.orange
                    .frame(width: playing ? 64 : 8, height: 16)
                    .animation(.linear(duration: 0.5).delay(0.25), value: playing)
            }
        }
        .frame(width: 80, alignment: .leading)
    }
}
