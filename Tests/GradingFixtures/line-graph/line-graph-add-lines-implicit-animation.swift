// MUST PASS: a correct graph built by mapping the values to points and calling Path.addLines, and a demo animated implicitly with .animation(.linear(duration: 1), value: visible) on the trimmed graph and its dot (an overlay, step 3) instead of withAnimation in the button; updated for step 3, the dot, which the demo now draws.
import SwiftUI

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard dataPoints.count >= 2 else { return path }
        let last = CGFloat(dataPoints.count - 1)
        let points = dataPoints.indices.map { i in
            CGPoint(x: rect.width * CGFloat(i) / last, y: rect.height - dataPoints[i] * rect.height)
        }
        path.addLines(points)
        return path
    }
}

struct LineGraphDemo: View {
    var dataPoints: [CGFloat]
    @State var visible = false

    var body: some View {
        VStack(spacing: 16) {
            LineGraph(dataPoints: dataPoints)
                .trim(from: 0, to: visible ? 1 : 0)
                .stroke(Color.red, lineWidth: 2)
                .overlay {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 10, height: 10)
                        .position(on: LineGraph(dataPoints: dataPoints), at: visible ? 1 : 0)
                }
                .animation(.linear(duration: 1), value: visible)
                .frame(width: 240, height: 100)
                .border(Color.gray)
            Button("Animate") { visible.toggle() }
        }
    }
}

// The leading dot, as the book suggests: a GeometryEffect that moves the dot to the point
// `at` of the way along a path.
struct PositionOnShapeEffect: GeometryEffect {
    var path: Path
    var at: CGFloat

    var animatableData: CGFloat {
        get { at }
        set { at = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let tip = at > 0 ? path.trimmedPath(from: 0, to: at).currentPoint : nil
        let point = tip ?? path.trimmedPath(from: 0, to: 0.0001).currentPoint ?? .zero
        return ProjectionTransform(CGAffineTransform(translationX: point.x - size.width / 2, y: point.y - size.height / 2))
    }
}

extension View {
    func position<S: Shape>(on shape: S, at amount: CGFloat) -> some View {
        GeometryReader { proxy in
            self.modifier(PositionOnShapeEffect(path: shape.path(in: CGRect(origin: .zero, size: proxy.size)), at: amount))
        }
    }
}
