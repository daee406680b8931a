// MUST PASS: the dot is placed by an Animatable view modifier (not a GeometryEffect) that walks the graph's segments itself, adding up their lengths until it reaches the fraction drawn, and offsets the dot from the top-leading corner of a ZStack; it never calls trimmedPath.
import SwiftUI

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let points = graphPoints(dataPoints, in: rect.size)
        if points.count > 1 {
            path.addLines(points)
        }
        return path
    }
}

func graphPoints(_ values: [CGFloat], in size: CGSize) -> [CGPoint] {
    guard values.count > 1 else { return [] }
    return values.indices.map { index in
        CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                y: size.height * (1 - values[index]))
    }
}

/// Moves the dot's centre to `progress` of the way along the line, measured by length.
struct RideTheLine: ViewModifier, Animatable {
    var points: [CGPoint]
    var progress: CGFloat

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        let tip = point(at: progress)
        return content.offset(x: tip.x - 5, y: tip.y - 5)
    }

    private func point(at fraction: CGFloat) -> CGPoint {
        guard let first = points.first else { return .zero }
        var lengths: [CGFloat] = []
        for index in 1..<points.count {
            lengths.append(hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y))
        }
        var remaining = lengths.reduce(0, +) * min(max(fraction, 0), 1)
        for (index, length) in lengths.enumerated() {
            if remaining <= length && length > 0 {
                let start = points[index], end = points[index + 1]
                let t = remaining / length
                return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
            remaining -= length
        }
        return points.last ?? first
    }
}

struct LineGraphDemo: View {
    var dataPoints: [CGFloat]
    @State var visible = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .topLeading) {
                LineGraph(dataPoints: dataPoints)
                    .trim(from: 0, to: visible ? 1 : 0)
                    .stroke(Color.red, lineWidth: 2)
                Circle()
                    .fill(Color.red)
                    .frame(width: 10, height: 10)
                    .modifier(RideTheLine(points: graphPoints(dataPoints, in: CGSize(width: 240, height: 100)),
                                          progress: visible ? 1 : 0))
            }
            .frame(width: 240, height: 100)
            .border(Color.gray)
            Button("Animate") {
                withAnimation(.linear(duration: 1)) {
                    visible.toggle()
                }
            }
        }
    }
}
