import SwiftUI

// Reference solution for the line graph exercise (chapter 6).
//
// A Shape becomes whatever size it is proposed and draws its path in that rectangle, so the
// graph fits any frame. The points are spread evenly from the left edge to the right one, and
// each value is flipped (1 - value), because y grows downwards: 1 is the top edge, 0 the
// bottom, and values outside 0…1 simply land outside the rectangle.
//
// The demo reveals the graph by trimming its path: trim(from: 0, to: 0) draws nothing and
// trim(from: 0, to: 1) draws all of it, and the end of a trim is animatable, so changing it
// inside withAnimation draws the line progressively, by length.

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        Path { path in
            guard dataPoints.count > 1 else { return }
            let step = rect.width / CGFloat(dataPoints.count - 1)
            for (index, value) in dataPoints.enumerated() {
                let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                    y: rect.minY + (1 - value) * rect.height)
                if index == 0 {
                    path.move(to: point)
                } else {
                    path.addLine(to: point)
                }
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
                withAnimation(.linear(duration: 1)) {
                    visible.toggle()
                }
            }
        }
    }
}
