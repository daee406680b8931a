import SwiftUI

// Exercise: a water tank (chapter 2, after step 3).
//
// The tank has two buttons that change its level, from 0 to 5, and a gauge below them that
// should show the level as a line of text and a blue bar, 32 points for each step, in a grey
// track 160 points wide. The buttons work, but the gauge always says 0: it keeps a level of its
// own that nothing ever changes.
//
// Let the tank hand its level down to the gauge. Keep `Tank()` (no arguments), the buttons
// "Drain" and "Fill" and the text "Level N of 5": the checker drives the tank through them.
// Check your work with `learn check water-tank`; `learn hint water-tank` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

/// Shows a level from 0 to 5 as a line of text and a blue bar in a grey track.
struct TankGauge: View {
    @State private var level = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Level \(level) of 5")
            ZStack(alignment: .leading) {
                Rectangle().fill(.gray).frame(width: 160, height: 16)
                Rectangle().fill(.blue).frame(width: CGFloat(level) * 32, height: 16)
            }
        }
    }
}

struct Tank: View {
    @State private var level = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Drain") { level = max(level - 1, 0) }
                Button("Fill") { level = min(level + 1, 5) }
            }
            TankGauge()
        }
    }
}
