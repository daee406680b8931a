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
//
// The leading dot rides the tip of the line. PositionOnShapeEffect is a GeometryEffect whose
// animatable data is the fraction of the path's length; SwiftUI calls effectValue(size:) with
// every fraction the animation passes through, and the effect moves the dot's centre to the
// point that far along the path (the end of the path trimmed to that fraction). As the trim
// and the effect share the animation and both measure by length, the dot stays on the tip.
// position(on:at:) turns the shape into a path of the size the dot is offered, with a
// GeometryReader, which takes the whole proposal and places the dot at its top-leading corner.

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

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

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
