import SwiftUI

// Reference solution for the water tank (chapter 2, after step 3).
//
// The tank owns the level as @State, and the gauge only shows it, so the gauge takes it as a
// plain property. Each change to the tank's state runs the tank's body, which makes a new
// TankGauge with the new level; since that value differs from the old one, SwiftUI runs the
// gauge's body too (experiment 1 of step 3).

/// Shows a level from 0 to 5 as a line of text and a blue bar in a grey track.
struct TankGauge: View {
    let level: Int

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
            TankGauge(level: level)
        }
    }
}
