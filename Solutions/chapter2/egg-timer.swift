import SwiftUI

// Reference solution for the egg timer (chapter 2, after step 10).
//
// The minutes have two writers, the stove's presets and the timer's "Tick", and the stove must
// be able to set them at any time, so the stove owns them as @State. The timer reads and writes
// them through a @Binding. A @State in the timer could only ever take the stove's value once,
// when the timer first became part of the tree; every later initial value would be ignored.

/// Counts down the minutes it is given, one "Tick" at a time, and says "Done" at 0.
struct EggTimer: View {
    @Binding var minutes: Int

    var body: some View {
        HStack(spacing: 16) {
            Text(minutes == 0 ? "Done" : "\(minutes) min left")
            Button("Tick") {
                if minutes > 0 {
                    minutes -= 1
                }
            }
        }
    }
}

struct Stove: View {
    @State private var minutes = 6

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Soft") { minutes = 4 }
                Button("Hard") { minutes = 8 }
            }
            EggTimer(minutes: $minutes)
        }
    }
}
