// MUST PASS: the tank works out the bar's width and passes the gauge both the level and the width, as plain values: written differently, it draws and behaves the same.
import SwiftUI

struct TankGauge: View {
    var level: Int
    var barWidth: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Level \(level) of 5")
            Rectangle()
                .fill(.blue)
                .frame(width: barWidth, height: 16)
                .frame(width: 160, alignment: .leading)
                .background(Rectangle().fill(.gray))
        }
    }
}

struct Tank: View {
    @State private var level = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Drain") {
                    if level > 0 { level -= 1 }
                }
                Button("Fill") {
                    if level < 5 { level += 1 }
                }
            }
            TankGauge(level: level, barWidth: 32 * CGFloat(level))
        }
    }
}
