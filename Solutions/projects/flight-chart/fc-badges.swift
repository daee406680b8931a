import SwiftUI

// Reference for flight-chart, milestone 1: award badges filled with gradients.
//
// A shape's fill can be any ShapeStyle, and a gradient is one: it is laid out over the shape's
// own frame. The radial gradient's centre is a UnitPoint of that frame and its radii are in
// points, so the medal is yellow in the middle and orange from 32 points out (its edge). The
// linear gradient runs from the ribbon's leading edge to its trailing edge.

struct AwardBadge: View {
    let title: String

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 32))
                .frame(width: 64, height: 64)
            Text(title)
                .padding(.horizontal, 8)
                .background(
                    Capsule()
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                )
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
