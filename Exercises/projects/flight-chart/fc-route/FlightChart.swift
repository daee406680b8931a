import SwiftUI

// Project: Flight chart (milestone 2 of 6, a path for the flight route).
//
// The awards screen shows two badges filled with gradients. Next comes the route of a flight:
// a Shape whose path taxis along the ground, flies up in a curve and lands by a terminal.
//
// Check your work with `learn check fc-route`; `learn hint fc-route` gives one hint at a time.

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

// Milestone 2: draw the flight route in path(in:), as `learn exercises fc-route` describes,
// and show it below the badges in ContentView.
struct FlightRoute: Shape {
    func path(in rect: CGRect) -> Path {
        Path()
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
