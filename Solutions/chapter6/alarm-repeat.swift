import SwiftUI

// Reference solution for the alarm-repeat exercise (chapter 6, after step 11).
//
// .repeatCount(3) plays the half-second animation three times, reversing each time by
// default: out, back, out. With an odd count the last run ends at the new state, so there is
// no jump at the end; an even count would come back to the start and then jump.

struct Alarm: View {
    @State private var ringing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Ring") { ringing.toggle() }
            Color.orange
                .frame(width: ringing ? 64 : 16, height: 16)
                .animation(.linear(duration: 0.5).repeatCount(3), value: ringing)
        }
        .frame(width: 80, alignment: .leading)
    }
}
