// MUST FAIL (the demo's scenarios only): the graph is shown and hidden with if visible { ... } instead of a trim, so it fades in as a whole (the default opacity transition) rather than being drawn from its start to its end; the dot (added for step 3) is right, and rides along a line that is not drawn.
import SwiftUI

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        Path { p in
            guard dataPoints.count > 1 else { return }
            let start = dataPoints[0]
            p.move(to: CGPoint(x: 0, y: (1 - start) * rect.height))
            for (offset, point) in dataPoints.enumerated() {
                let x = rect.width * CGFloat(offset) / CGFloat(dataPoints.count - 1)
                let y = (1 - point) * rect.height
                p.addLine(to: CGPoint(x: x, y: y))
            }
        }
    }
}

struct LineGraphDemo: View {
    var dataPoints: [CGFloat]
    @State var visible = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                if visible {
                    LineGraph(dataPoints: dataPoints)
                        .stroke(Color.red, lineWidth: 2)
                }
                Circle()
                    .fill(Color.red)
                    .frame(width: 10, height: 10)
                    .position(on: LineGraph(dataPoints: dataPoints), at: visible ? 1 : 0)
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
