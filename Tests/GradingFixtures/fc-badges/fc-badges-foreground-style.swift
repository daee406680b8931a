// MUST PASS: the medal takes its gradient from foregroundStyle and a Gradient value, and the ribbon is a gradient view clipped to a capsule; both draw the same gradients over the same frames.
import SwiftUI

struct AwardBadge: View {
    let title: String

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .frame(width: 64, height: 64)
                .foregroundStyle(RadialGradient(gradient: Gradient(colors: [Color.yellow, Color.orange]),
                                                center: UnitPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 32))
            Text(title)
                .padding(.horizontal, 8)
                .background {
                    LinearGradient(gradient: Gradient(colors: [.blue, .purple]),
                                   startPoint: .leading, endPoint: .trailing)
                        .clipShape(Capsule())
                }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Awards")
            HStack(spacing: 16) {
                AwardBadge(title: "First flight")
                AwardBadge(title: "Night owl")
            }
        }
    }
}

@main
struct FlightChartApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
