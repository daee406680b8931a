// MUST PASS: a correct graph built by mapping the values to points and calling Path.addLines, and a demo animated implicitly with .animation(.linear(duration: 1), value: visible) on the trimmed graph instead of withAnimation in the button.
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
                .animation(.linear(duration: 1), value: visible)
                .frame(width: 240, height: 100)
                .border(Color.gray)
            Button("Animate") { visible.toggle() }
        }
    }
}
