// MUST FAIL: animatableData hands progress over, but its setter ignores the value, so every frame is drawn with the final progress: the ring jumps as before.
import SwiftUI

struct ProgressRing: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * progress),
                    clockwise: false)
        return path
    }
}

struct Download: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("More") {
                withAnimation(.linear(duration: 1)) { progress = min(progress + 0.5, 1) }
            }
            ProgressRing(progress: progress)
                .stroke(Color.orange, lineWidth: 4)
                .frame(width: 64, height: 64)
        }
    }
}
