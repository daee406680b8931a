import SwiftUI

// Reference for flight-chart, milestone 3: dashed strokes on a route card.
//
// stroke(_:style:) takes a StrokeStyle: lineWidth is centred on the path (half of it outside),
// and dash lists the lengths of the dashes and the gaps between them, repeated along the
// path's length from its start. The card's outline is the rounded rectangle's path, starting
// at its top edge, so the dashes run round it.

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
