// MUST FAIL (the demo's scenarios while the dot moves): the dot's GeometryEffect is right but has no animatableData, so SwiftUI never hands it the fractions in between. In SwiftUI the dot jumps to the end at once; this runtime animates the placement the effect gives (docs/ARCHITECTURE.md), so the dot slides straight across. Either way it leaves the tip of the line.
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

struct PositionOnShapeEffect: GeometryEffect {
    var path: Path
    var fraction: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        // A path trimmed to nothing is empty and has no current point, so the start of the
        // path is taken as the end of its first millionth.
        let point = path.trimmedPath(from: 0, to: max(fraction, 0.000_001)).currentPoint ?? .zero
        return ProjectionTransform(CGAffineTransform(translationX: point.x - size.width / 2,
                                                     y: point.y - size.height / 2))
    }
}

extension View {
    /// Puts the centre of this view at `fraction` of the length of `shape`, drawn in the
    /// space this view is offered.
    func position<S: Shape>(on shape: S, at fraction: CGFloat) -> some View {
        GeometryReader { proxy in
            self.modifier(PositionOnShapeEffect(path: shape.path(in: CGRect(origin: .zero, size: proxy.size)),
                                                fraction: fraction))
        }
    }
}
