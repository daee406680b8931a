import SwiftUI

// Reference solution for the radio volume (chapter 2, after step 7).
//
// The knob takes a binding, and a binding is a getter and a setter. The radio owns the volume,
// so it keeps the last word by building the binding itself: the getter reads the state, the
// setter clamps whatever the knob asks for to 0...10 before storing it. The knob never learns
// the limits, and the stored value never leaves them.

/// A volume control shared by several screens, each with limits of its own. Keep it as it is:
/// it changes the volume by one either way and leaves the limits to whoever owns the volume.
struct VolumeKnob: View {
    @Binding var volume: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Quieter") { volume -= 1 }
            Text("Volume \(volume)")
            Button("Louder") { volume += 1 }
        }
    }
}

struct Radio: View {
    @State private var volume = 8

    var body: some View {
        VStack(spacing: 16) {
            VolumeKnob(volume: Binding(
                get: { volume },
                set: { volume = min(max($0, 0), 10) }
            ))
            Text(volume == 0 ? "Muted" : "Playing")
        }
    }
}
