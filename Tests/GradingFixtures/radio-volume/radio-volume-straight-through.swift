// MUST FAIL (louder past the limit; past the limit and back; quieter past silence; below silence and back): the starter as given: the knob writes straight into the state through `$volume`, which nothing limits.
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
            VolumeKnob(volume: $volume)
            Text(volume == 0 ? "Muted" : "Playing")
        }
    }
}
