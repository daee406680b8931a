// MUST PASS: keeps the limits in a computed binding that refuses a value outside 0...10 instead of clamping it; as the knob moves one step at a time, it draws and behaves the same.
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

    private var limitedVolume: Binding<Int> {
        Binding {
            volume
        } set: { newVolume in
            if (0...10).contains(newVolume) {
                volume = newVolume
            }
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            VolumeKnob(volume: limitedVolume)
            if volume == 0 {
                Text("Muted")
            } else {
                Text("Playing")
            }
        }
    }
}
