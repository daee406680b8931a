import SwiftUI

// Project: Flight chart (milestone 5 of 6, an animated path).
//
// The last milestone brings the route card to life: a button flies the plane, and the flight
// draws itself along the dashed route.
//
// Check your work with `learn check fc-fly`; `learn hint fc-fly` gives one hint at a time.

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

// Milestone 5: draw the flight in along the route when "Fly" is tapped, as
// `learn exercises fc-fly` describes.
struct RouteCard: View {
    let from: String
    let to: String

    var body: some View {
        VStack(spacing: 8) {
            FlightRoute()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
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
                .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
        )
    }
}

struct DelayChart: View {
    let delays: [Int]

    var body: some View {
        Canvas { context, size in
            guard !delays.isEmpty else { return }
            let slot = size.width / CGFloat(delays.count)
            let longest = CGFloat(max(delays.max() ?? 0, 1))
            for (index, delay) in delays.enumerated() {
                let height = size.height * CGFloat(delay) / longest
                let bar = CGRect(x: CGFloat(index) * slot + 4, y: size.height - height,
                                 width: slot - 8, height: height)
                context.fill(Path(bar), with: .color(delay > 15 ? .red : .green))
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
            RouteCard(from: "OSL", to: "BGO")
            DelayChart(delays: [5, 20, 0, 12, 35])
                .frame(width: 200, height: 64)
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
