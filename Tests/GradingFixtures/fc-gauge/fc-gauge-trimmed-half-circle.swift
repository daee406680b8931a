// MUST PASS: the gauge is the whole half circle trimmed with trimmedPath(from:to:), the months are a Bool, and the animation is an .animation(_:value:) modifier: the same arcs at every moment.
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
                    startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        return path
    }
}

struct RouteCard: View {
    let from: String
    let to: String
    @State private var flown = false

    var body: some View {
        VStack(spacing: 8) {
            FlightRoute()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                .overlay {
                    FlightRoute()
                        .trim(from: 0, to: flown ? 1 : 0)
                        .stroke(Color.orange, lineWidth: 4)
                }
                .frame(height: 48)
            HStack {
                Text(from)
                Spacer()
                Button("Fly") {
                    withAnimation(.easeInOut(duration: 2)) {
                        flown.toggle()
                    }
                }
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

/// The whole half circle; the gauge is this path trimmed to the fraction.
struct GaugeArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width / 2, rect.height)
        return Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: radius,
                        startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
        }
        .trimmedPath(from: 0, to: fraction)
    }

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
}

struct OnTimeCard: View {
    @State private var november = false

    var body: some View {
        let share = november ? 0.6 : 0.9
        VStack(spacing: 8) {
            ZStack(alignment: .bottom) {
                GaugeArc(fraction: 1)
                    .stroke(Color.gray, lineWidth: 4)
                GaugeArc(fraction: share)
                    .stroke(Color.green, lineWidth: 4)
                Text("\(Int(share * 100))%")
            }
            .frame(width: 96, height: 48)
            Button(november ? "November" : "October") {
                november.toggle()
            }
        }
        .animation(.easeInOut(duration: 1), value: november)
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
            OnTimeCard()
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
