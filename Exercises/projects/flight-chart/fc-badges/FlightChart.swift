import SwiftUI

// Project: Flight chart (milestone 1 of 6, gradient fills).
//
// The app shows a frequent flyer's awards. Each badge is a medal above a ribbon that carries the
// award's title; for now both are filled with plain colours.
//
// Milestone 1: fill the medal with a radial gradient and the ribbon with a linear gradient, as
// `learn exercises fc-badges` describes.
//
// Check your work with `learn check fc-badges`; `learn hint fc-badges` gives one hint at a time.

struct AwardBadge: View {
    let title: String

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(Color.orange)
                .frame(width: 64, height: 64)
            Text(title)
                .padding(.horizontal, 8)
                .background(
                    Capsule()
                        .fill(Color.blue)
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
