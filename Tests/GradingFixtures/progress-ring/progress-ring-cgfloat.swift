// MUST PASS: the arc is built with Path's closure initialiser and the angles in radians, and animatableData is a CGFloat converted to and from progress; SwiftUI interpolates it the same way.
import SwiftUI

struct ProgressRing: Shape {
    var progress: Double

    var animatableData: CGFloat {
        get { CGFloat(progress) }
        set { progress = Double(newValue) }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let radius = min(rect.width, rect.height) / 2
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                        radius: radius,
                        startAngle: .radians(-Double.pi / 2),
                        endAngle: .radians(-Double.pi / 2 + 2 * Double.pi * progress),
                        clockwise: false)
        }
    }
}

struct Download: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("More") {
                withAnimation(.linear(duration: 1)) {
                    progress = min(progress + 0.5, 1)
                }
            }
            ProgressRing(progress: progress)
                .stroke(Color.orange, lineWidth: 4)
                .frame(width: 64, height: 64)
        }
    }
}
