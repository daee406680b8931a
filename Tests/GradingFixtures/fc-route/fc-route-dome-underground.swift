// MUST FAIL: the arc is drawn with clockwise: false, which on screen (y down) goes round through 90°, below the ground: the terminal hangs under the route.
import SwiftUI

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
                    startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        return path
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
            FlightRoute()
                .stroke(Color.blue, lineWidth: 2)
                .frame(width: 200, height: 48)
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
