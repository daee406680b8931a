// MUST FAIL (filling three times; filling, then draining; a full tank; draining an empty tank; in the dark): passes the level down, but into the gauge's `@State var level`, which takes its value only when the gauge first appears; later levels from the tank are ignored, so the gauge stays at 0.
import SwiftUI

struct TankGauge: View {
    @State var level: Int

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
