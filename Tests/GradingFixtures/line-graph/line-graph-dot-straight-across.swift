// MUST FAIL (the demo's scenarios while the dot moves): the dot is put on the first or the last point with .position, which SwiftUI animates in a straight line between the two, so the dot cuts across the graph instead of riding the tip of the line.
import SwiftUI

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
                .overlay {
                    GeometryReader { proxy in
                        Circle()
                            .fill(Color.red)
                            .frame(width: 10, height: 10)
                            .position(visible ? lastPoint(in: proxy.size) : firstPoint(in: proxy.size))
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


extension LineGraphDemo {
    func firstPoint(in size: CGSize) -> CGPoint {
        CGPoint(x: 0, y: (1 - (dataPoints.first ?? 0)) * size.height)
    }

    func lastPoint(in size: CGSize) -> CGPoint {
        CGPoint(x: size.width, y: (1 - (dataPoints.last ?? 0)) * size.height)
    }
}
