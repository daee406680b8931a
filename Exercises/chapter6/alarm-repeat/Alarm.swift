import SwiftUI

// Exercise: an alarm that pulses (chapter 6, after step 11, delay, speed and repeating).
//
// "Ring" grows the bar from 16 points to 64, and a second tap shrinks it. It should pulse on
// its way, as the instructions (`learn exercises alarm-repeat`) describe: out, back and out
// again, half a second each. Here it moves out once.
//
// Check your work with `learn check alarm-repeat`; `learn hint alarm-repeat` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Alarm: View {
    @State private var ringing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Ring") { ringing.toggle() }
            Color.orange
                .frame(width: ringing ? 64 : 16, height: 16)
                .animation(.linear(duration: 0.5), value: ringing)
        }
        .frame(width: 80, alignment: .leading)
    }
}
