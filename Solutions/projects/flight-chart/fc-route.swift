import SwiftUI

// Reference for flight-chart, milestone 2: the flight route, a Shape drawn with a Path.
//
// A Shape is given the rectangle it is proposed and builds its path in it, so the route fits
// any frame. y grows downwards, so the ground is the bottom edge (maxY). A quadratic curve
// starts at the current point and bends towards its control point without reaching it: at its
// middle it is halfway between the control point and the middle of its two ends, so a control
// point one height above the top edge puts the top of the flight on the top edge.
//
// addArc measures angles from +x towards +y (down on screen), and its `clockwise` flag follows
// the flipped y-axis: clockwise: true from 0° to 180° goes round through 270°, over the top, so
// the terminal's dome stands on the ground. The arc starts at the current point (the
// bottom-right corner), so it adds no extra line.

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
