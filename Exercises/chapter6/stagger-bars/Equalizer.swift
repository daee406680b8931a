import SwiftUI

// Exercise: bars that start one after another (chapter 6, after step 11, delay, speed and
// repeating).
//
// "Play" grows three bars from 8 points to 64, and a second tap shrinks them. Each bar should
// take half a second, and each should start a quarter of a second after the one above it,
// as the instructions (`learn exercises stagger-bars`) describe. Here they all move at once.
//
// Check your work with `learn check stagger-bars`; `learn hint stagger-bars` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Equalizer: View {
    @State private var playing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { playing.toggle() }
            ForEach(0..<3, id: \.self) { index in
                Color.orange
                    .frame(width: playing ? 64 : 8, height: 16)
                    .animation(.linear(duration: 0.5), value: playing)
            }
        }
        .frame(width: 80, alignment: .leading)
    }
}
