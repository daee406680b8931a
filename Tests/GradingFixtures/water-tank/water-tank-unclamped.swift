// MUST FAIL (a full tank; draining an empty tank): passes the level down correctly, but "Fill" and "Drain" no longer stop at 5 and 0, so the level goes past the ends of the track.
import SwiftUI

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
                Button("Drain") { level -= 1 }
                Button("Fill") { level += 1 }
            }
            TankGauge(level: level)
        }
    }
}
