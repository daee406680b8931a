// MUST FAIL (the moments during the animation): GaugeArc does not expose its fraction as animatableData, so SwiftUI has nothing to interpolate and the arc jumps to the new month's length at once.
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

struct GaugeArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.maxY),
                    radius: min(rect.width / 2, rect.height),
                    startAngle: .degrees(180), endAngle: .degrees(180 + 180 * fraction),
                    clockwise: false)
        return path
    }
}

struct OnTimeCard: View {
    /// Each month and the share of its flights that left on time.
    let months: [(name: String, onTime: Double)] = [("October", 0.9), ("November", 0.6)]
    @State private var month = 0

    var body: some View {
        VStack(spacing: 8) {
            ZStack(alignment: .bottom) {
                GaugeArc(fraction: 1)
                    .stroke(Color.gray, lineWidth: 4)
                GaugeArc(fraction: months[month].onTime)
                    .stroke(Color.green, lineWidth: 4)
                Text("\(Int(months[month].onTime * 100))%")
            }
            .frame(width: 96, height: 48)
            Button(months[month].name) {
                withAnimation(.easeInOut(duration: 1)) {
                    month = (month + 1) % months.count
                }
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
