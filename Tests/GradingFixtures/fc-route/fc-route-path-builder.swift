// MUST PASS: the path is built in Path's closure, the first line with addLines, the points as fractions of the width, the control point two heights above the ground and the angles as .zero and .radians(.pi): the same route.
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
        Path { path in
            let ground = rect.maxY
            let width = rect.width
            path.addLines([
                CGPoint(x: rect.minX, y: ground),
                CGPoint(x: rect.minX + width * 0.25, y: ground),
            ])
            path.addQuadCurve(to: CGPoint(x: rect.minX + width * 0.75, y: ground),
                              control: CGPoint(x: rect.minX + width * 0.5, y: ground - 2 * rect.height))
            path.addLine(to: CGPoint(x: rect.maxX, y: ground))
            let terminal = CGPoint(x: rect.maxX - 8, y: ground)
            path.addArc(center: terminal, radius: 8, startAngle: .zero, endAngle: .radians(.pi), clockwise: true)
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
