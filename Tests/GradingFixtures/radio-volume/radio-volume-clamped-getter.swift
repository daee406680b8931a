// MUST FAIL (quieter past silence): clamps in the getter only, so the knob always shows a number within 0...10, but the state itself goes below 0, and the line that reads the state says "Playing" beside "Volume 0".
import SwiftUI

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
                get: { min(max(volume, 0), 10) },
                set: { volume = $0 }
            ))
            Text(volume == 0 ? "Muted" : "Playing")
        }
    }
}
