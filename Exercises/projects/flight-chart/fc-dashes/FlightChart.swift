import SwiftUI

// Project: Flight chart (milestone 3 of 6, dashed strokes).
//
// The route now sits on a card that names the airports at each end. Planned routes are drawn
// dashed, and so is the card's outline.
//
// Check your work with `learn check fc-dashes`; `learn hint fc-dashes` gives one hint at a time.

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

struct FlightRoute: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let quarter = rect.width / 4
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + quarter, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - quarter, y: rect.maxY),
                          control: CGPoint(x: rect.midX, y: rect.minY - rect.height))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.maxX - 8, y: rect.maxY), radius: 8,
                    startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        return path
    }
}

// Milestone 3: dash the route and the card's outline with a StrokeStyle, as
// `learn exercises fc-dashes` describes.
struct RouteCard: View {
    let from: String
    let to: String

    var body: some View {
        VStack(spacing: 8) {
            FlightRoute()
                .stroke(Color.blue, lineWidth: 2)
                .frame(height: 48)
            HStack {
                Text(from)
                Spacer()
                Text(to)
            }
        }
        .frame(width: 200)
        .padding(8)
        .overlay(
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.gray)
        )
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
            RouteCard(from: "OSL", to: "BGO")
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
