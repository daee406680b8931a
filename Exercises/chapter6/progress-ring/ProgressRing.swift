import SwiftUI

// Exercise: a ring that fills (chapter 6, after step 6, animatable shapes).
//
// `ProgressRing` draws an arc clockwise from the top, `progress` of the way round (0.25 is a
// quarter, 1 the whole circle). `Download` has a button that adds half a turn inside
// withAnimation, yet the ring jumps to its new length. Make the ring animate, as the instructions
// (`learn exercises progress-ring`) describe; `Download` is already right.
//
// Check your work with `learn check progress-ring`; `learn hint progress-ring` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct ProgressRing: Shape {
    var progress: Double

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
