import SwiftUI

// Reference solution for the stagger-bars exercise (chapter 6, after step 11).
//
// .delay(_:) returns an animation that waits before it starts; the curve and its duration
// stay the same. Each bar's delay grows with its index, so the bars start a quarter of a
// second apart and each takes half a second, and the last ends at one second.

struct Equalizer: View {
    @State private var playing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { playing.toggle() }
            ForEach(0..<3, id: \.self) { index in
                Color.orange
                    .frame(width: playing ? 64 : 8, height: 16)
                    .animation(.linear(duration: 0.5).delay(Double(index) * 0.25), value: playing)
            }
        }
        .frame(width: 80, alignment: .leading)
    }
}
