// MUST FAIL (the demo's animated scenarios only): the book's easeInOut(duration: 2) is used instead of a linear animation of 1 second, so the line is revealed at a different pace.
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
            LineGraph(dataPoints: dataPoints)
                .trim(from: 0, to: visible ? 1 : 0)
                .stroke(Color.red, lineWidth: 2)
                .frame(width: 240, height: 100)
                .border(Color.gray)
            Button("Animate") {
                withAnimation(.easeInOut(duration: 2)) {
                    visible.toggle()
                }
            }
        }
    }
}
