// MUST PASS: the three bars written out, each with its own delay (none, 0.25 and 0.5 s), from a small helper.
import SwiftUI

struct Equalizer: View {
    @State private var playing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { playing.toggle() }
            bar(after: 0)
            bar(after: 0.25)
            bar(after: 0.5)
        }
        .frame(width: 80, alignment: .leading)
    }

    func bar(after delay: Double) -> some View {
        Rectangle()
            .fill(Color.orange)
            .frame(width: playing ? 64 : 8, height: 16)
            .animation(.linear(duration: 0.5).delay(delay), value: playing)
    }
}
