// MUST FAIL (the demo's scenarios only): the graph is shown and hidden with if visible { ... } instead of a trim, so it fades in as a whole (the default opacity transition) rather than being drawn from its start to its end.
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
