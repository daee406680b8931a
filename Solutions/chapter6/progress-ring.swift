import SwiftUI

// Reference solution for the progress-ring exercise (chapter 6, after step 6).
//
// A Shape is Animatable, but its default animatableData is empty, so SwiftUI sees nothing to
// interpolate and draws the new ring at once. Handing `progress` over as animatableData lets
// SwiftUI put each in-between value back through the setter and call path(in:) again for
// every frame: the arc grows from its old end to its new one.

struct ProgressRing: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
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
