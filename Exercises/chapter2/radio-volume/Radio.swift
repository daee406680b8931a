import SwiftUI

// Exercise: a radio's volume (chapter 2, after step 7).
//
// The radio plays between volume 0 (muted) and 10. Its VolumeKnob is shared with other screens
// that have other limits, so the knob does not know them: it adds or takes one and writes the
// result through its binding. In the starter the radio hands it `$volume`, and a few taps take
// the volume to 12, or to -3.
//
// Keep VolumeKnob exactly as it is, and let the radio keep the volume between 0 and 10. Keep
// `Radio()` (no arguments), the buttons "Quieter" and "Louder" and the texts: the checker drives
// the radio through them. Check your work with `learn check radio-volume`;
// `learn hint radio-volume` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

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
